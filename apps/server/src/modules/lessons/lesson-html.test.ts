import { LESSON_HTML_DROPPED, LESSON_HTML_TAGS, lessonHrefAllowed, lessonHtmlClasses } from '@ai4n/shared';
import { describe, expect, it } from 'vitest';
import { sanitizeLessonHtml } from './lesson-html.js';

describe('sanitizeLessonHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<h2>Hi</h2><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="steal()">Text</p>' +
      '<a href="javascript:alert(3)">bad</a><a href="https://example.com">good</a>';
    const clean = sanitizeLessonHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(clean).toContain('<h2>Hi</h2>');
    expect(clean).toContain('<p>Text</p>');
    expect(clean).toMatch(/<a[^>]*>bad<\/a>/);
    expect(clean).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">good</a>');
  });

  it('keeps the lesson building blocks and drops unknown classes and inline styles', () => {
    const html =
      '<div class="example-before evil" style="color:red"><pre>Before</pre></div><div class="takeaways"><ul><li>x</li></ul></div>';
    expect(sanitizeLessonHtml(html)).toBe(
      '<div class="example-before"><pre>Before</pre></div><div class="takeaways"><ul><li>x</li></ul></div>',
    );
  });
});

describe('the shared lesson allowlist (what the admin preview applies)', () => {
  const kept = (html: string) => sanitizeLessonHtml(html);

  it('keeps a link exactly when lessonHrefAllowed says so', () => {
    const hrefs = [
      'https://example.com',
      'HTTPS://example.com',
      'mailto:a@b.c',
      'http://example.com',
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'jav<!-- x -->ascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '\\\\evil.example',
      '/lessons/1',
      '#top',
      'lessons',
      'ftp://x',
      'tel:123',
    ];
    for (const href of hrefs) {
      const hasHref = /<a href=/.test(kept(`<a href="${href}">x</a>`));
      expect([href, hasHref]).toEqual([href, lessonHrefAllowed(href)]);
    }
  });

  it('keeps the classes lessonHtmlClasses keeps, and every allowed tag and attribute', () => {
    for (const [tag, value] of [
      ['div', 'tip evil  warning'],
      ['div', ' takeaways'],
      ['span', 'placeholder x'],
      ['span', 'evil'],
      ['div', 'example-after'],
    ]) {
      const classes = lessonHtmlClasses(tag, value);
      expect(kept(`<${tag} class="${value}">x</${tag}>`)).toBe(
        classes ? `<${tag} class="${classes}">x</${tag}>` : `<${tag}>x</${tag}>`,
      );
    }
    for (const tag of LESSON_HTML_TAGS) expect(kept(`<${tag}>`)).toMatch(new RegExp(`^<${tag}`));
    expect(kept('<th scope="col" class="x">h</th>')).toBe('<th scope="col">h</th>');
    for (const tag of LESSON_HTML_DROPPED) expect(kept(`<p>a<${tag}>gone</${tag}>b</p>`)).toBe('<p>ab</p>');
  });
});

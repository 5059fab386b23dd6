import { describe, expect, it } from 'vitest';
import { LESSON_HTML_DROPPED, LESSON_HTML_TAGS, sanitizeLessonHtml } from './lesson-html.js';

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

describe('the lesson allowlist', () => {
  const kept = (html: string) => sanitizeLessonHtml(html);

  it('keeps https, mailto and relative links; drops other schemes and protocol-relative ones', () => {
    const hrefs: Array<[string, boolean]> = [
      ['https://example.com', true],
      ['HTTPS://example.com', true],
      ['mailto:a@b.c', true],
      ['/lessons/1', true],
      ['#top', true],
      ['lessons', true],
      ['http://example.com', false],
      ['javascript:alert(1)', false],
      [' java\tscript:alert(1)', false],
      ['jav<!-- x -->ascript:alert(1)', false],
      ['data:text/html,x', false],
      ['//evil.example', false],
      ['\\\\evil.example', false],
      ['ftp://x', false],
      ['tel:123', false],
    ];
    for (const [href, allowed] of hrefs) {
      const hasHref = /<a href=/.test(kept(`<a href="${href}">x</a>`));
      expect([href, hasHref]).toEqual([href, allowed]);
    }
  });

  it('keeps only the allowed classes, and every allowed tag and attribute', () => {
    for (const [tag, value, classes] of [
      ['div', 'tip evil  warning', 'tip warning'],
      ['div', ' takeaways', 'takeaways'],
      ['span', 'placeholder x', 'placeholder'],
      ['span', 'evil', ''],
      ['div', 'example-after', 'example-after'],
    ]) {
      expect(kept(`<${tag} class="${value}">x</${tag}>`)).toBe(
        classes ? `<${tag} class="${classes}">x</${tag}>` : `<${tag}>x</${tag}>`,
      );
    }
    for (const tag of LESSON_HTML_TAGS) expect(kept(`<${tag}>`)).toMatch(new RegExp(`^<${tag}`));
    expect(kept('<th scope="col" class="x">h</th>')).toBe('<th scope="col">h</th>');
    for (const tag of LESSON_HTML_DROPPED) expect(kept(`<p>a<${tag}>gone</${tag}>b</p>`)).toBe('<p>ab</p>');
  });
});

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
    const html = '<div class="example-before evil" style="color:red"><pre>Before</pre></div><div class="takeaways"><ul><li>x</li></ul></div>';
    expect(sanitizeLessonHtml(html)).toBe('<div class="example-before"><pre>Before</pre></div><div class="takeaways"><ul><li>x</li></ul></div>');
  });
});

/**
 * The only markup lesson content may carry: no scripts, event handlers, styles or script URLs.
 * The server's sanitizer (apps/server lessons/lesson-html.ts, with sanitize-html) and the admin
 * lesson preview both apply this one list, so the preview shows exactly what saving keeps.
 */
export const LESSON_HTML_TAGS: readonly string[] = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'code',
  'pre',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'div',
  'span',
  'br',
  'hr',
  'a',
];

/** The attributes each allowed tag keeps; every other attribute (on*, style, ...) is removed. */
export const LESSON_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  div: ['class'],
  span: ['class'],
  th: ['scope'],
};

/** The class names a tag's class attribute keeps; the attribute goes when none is left. */
export const LESSON_HTML_CLASSES: Readonly<Record<string, readonly string[]>> = {
  div: ['example-before', 'example-after', 'exercise', 'takeaways', 'tip', 'warning'],
  span: ['placeholder'],
};

/** URL schemes a link may use; relative links stay, protocol-relative ones (//host) do not. */
export const LESSON_HTML_SCHEMES: readonly string[] = ['https', 'mailto'];

/** What every kept link is given, whatever it said. */
export const LESSON_LINK_ATTRIBUTES: Readonly<Record<'rel' | 'target', string>> = {
  rel: 'noopener noreferrer',
  target: '_blank',
};

/**
 * Disallowed tags removed together with their content (sanitize-html's nonTextTags); any other
 * disallowed tag is unwrapped, its content kept.
 */
export const LESSON_HTML_DROPPED: readonly string[] = ['script', 'style', 'textarea', 'option', 'xmp'];

/** The class attribute's value with only the classes `tag` may carry ('' when none is left). */
export function lessonHtmlClasses(tag: string, value: string): string {
  const allowed = LESSON_HTML_CLASSES[tag];
  if (!allowed) return value;
  return value
    .split(/\s+/)
    .filter((c) => allowed.includes(c))
    .join(' ');
}

/**
 * Whether a link's href is kept: the same rule as sanitize-html's with LESSON_HTML_SCHEMES and
 * no protocol-relative URLs (characters browsers ignore and embedded comments are skipped first).
 */
export function lessonHrefAllowed(href: string): boolean {
  let url = href.replace(/[\x00-\x20]+/g, '');
  for (let start = url.indexOf('<!--'); start !== -1; start = url.indexOf('<!--')) {
    const end = url.indexOf('-->', start + 4);
    if (end === -1) break;
    url = url.slice(0, start) + url.slice(end + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(url)?.[1];
  if (scheme === undefined) return !/^[/\\]{2}/.test(url);
  return LESSON_HTML_SCHEMES.includes(scheme.toLowerCase());
}

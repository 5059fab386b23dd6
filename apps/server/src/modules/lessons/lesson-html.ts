import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * The only markup lesson content may carry: no scripts, event handlers, styles or script URLs.
 * Saving a lesson (create, update, import, seed) and the admin preview (POST
 * /api/admin/lessons/preview) both go through sanitizeLessonHtml, so the preview is what saving keeps.
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

/**
 * Disallowed tags removed together with their content (sanitize-html's nonTextTags); any other
 * disallowed tag is unwrapped, its content kept.
 */
export const LESSON_HTML_DROPPED: readonly string[] = ['script', 'style', 'textarea', 'option', 'xmp'];

const options = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [...LESSON_HTML_TAGS],
  // Every other attribute (on*, style, ...) is removed.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], div: ['class'], span: ['class'], th: ['scope'] },
  // The class attribute keeps only these; it goes when none is left.
  allowedClasses: {
    div: ['example-before', 'example-after', 'exercise', 'takeaways', 'tip', 'warning'],
    span: ['placeholder'],
  },
  nonTextTags: [...LESSON_HTML_DROPPED],
  // Relative links stay, protocol-relative ones (//host) do not.
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // What every kept link is given, whatever it said.
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
});

// sanitize-html (with its HTML parser) is loaded when a lesson is first written or previewed (an
// admin edit, an import, seeding a new database), not at every start; require keeps this synchronous.
const require = createRequire(import.meta.url);
let sanitizer: ((html: string) => string) | undefined;

export function sanitizeLessonHtml(html: string): string {
  if (!sanitizer) {
    const sanitize = require('sanitize-html') as typeof sanitizeHtml;
    const lessonOptions = options(sanitize);
    sanitizer = (dirty) => sanitize(dirty, lessonOptions);
  }
  return sanitizer(html);
}

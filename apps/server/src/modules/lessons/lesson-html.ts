import sanitizeHtml from 'sanitize-html';
import { LESSON_HTML_ATTRIBUTES, LESSON_HTML_CLASSES, LESSON_HTML_DROPPED, LESSON_HTML_SCHEMES, LESSON_HTML_TAGS, LESSON_LINK_ATTRIBUTES } from '@ai4n/shared';

const copy = (lists: Readonly<Record<string, readonly string[]>>) => Object.fromEntries(Object.entries(lists).map(([tag, list]) => [tag, [...list]]));

/**
 * The only markup lesson content may carry: no scripts, event handlers, styles or script URLs.
 * The list is the shared one (packages/shared lesson-html.ts) the admin preview applies too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...LESSON_HTML_TAGS],
  allowedAttributes: copy(LESSON_HTML_ATTRIBUTES),
  allowedClasses: copy(LESSON_HTML_CLASSES),
  nonTextTags: [...LESSON_HTML_DROPPED],
  allowedSchemes: [...LESSON_HTML_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { ...LESSON_LINK_ATTRIBUTES }) },
};

export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

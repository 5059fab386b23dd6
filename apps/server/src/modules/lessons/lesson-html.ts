import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import {
  LESSON_HTML_ATTRIBUTES,
  LESSON_HTML_CLASSES,
  LESSON_HTML_DROPPED,
  LESSON_HTML_SCHEMES,
  LESSON_HTML_TAGS,
  LESSON_LINK_ATTRIBUTES,
} from '@ai4n/shared';

const copy = (lists: Readonly<Record<string, readonly string[]>>) =>
  Object.fromEntries(Object.entries(lists).map(([tag, list]) => [tag, [...list]]));

/**
 * The only markup lesson content may carry: no scripts, event handlers, styles or script URLs.
 * The list is the shared one (packages/shared lesson-html.ts) the admin preview applies too.
 */
const options = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [...LESSON_HTML_TAGS],
  allowedAttributes: copy(LESSON_HTML_ATTRIBUTES),
  allowedClasses: copy(LESSON_HTML_CLASSES),
  nonTextTags: [...LESSON_HTML_DROPPED],
  allowedSchemes: [...LESSON_HTML_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: { a: sanitize.simpleTransform('a', { ...LESSON_LINK_ATTRIBUTES }) },
});

// sanitize-html (with its HTML parser) is loaded when a lesson is first written (an admin edit,
// an import, seeding a new database), not at every start; require keeps this function synchronous.
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

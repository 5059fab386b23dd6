import sanitizeHtml from 'sanitize-html';

/** The only markup lesson content may carry: no scripts, event handlers, styles or script URLs. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'code', 'pre', 'blockquote',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div', 'span', 'br', 'hr', 'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], div: ['class'], span: ['class'], th: ['scope'] },
  allowedClasses: { div: ['example-before', 'example-after', 'exercise', 'takeaways', 'tip', 'warning'], span: ['placeholder'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

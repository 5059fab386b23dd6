import { useEffect, useMemo, useState } from 'react';
import {
  LESSON_HTML_ATTRIBUTES,
  LESSON_HTML_DROPPED,
  LESSON_HTML_TAGS,
  LESSON_LINK_ATTRIBUTES,
  lessonHrefAllowed,
  lessonHtmlClasses,
} from '@ai4n/shared';

const BROWSER_RAW_TEXT = new Set(['iframe', 'noembed', 'noframes', 'plaintext']);

/**
 * Lesson HTML reduced with the server sanitizer's own allowlist (tags, attributes, classes, link
 * schemes and the tags dropped with their content, from @ai4n/shared), so the preview shows what
 * saving keeps. Parsing with DOMParser runs and loads nothing; text is escaped when serialised.
 */
export function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  // Where the browser's parser and the server's differ: a template keeps its markup in its
  // content, and the browser reads these elements' markup as text; the server sees plain children.
  const contentOf = (el: Element): ParentNode => {
    if (el instanceof HTMLTemplateElement) return el.content;
    if (!BROWSER_RAW_TEXT.has(el.tagName.toLowerCase())) return el;
    const parsed = doc.createElement('template');
    parsed.innerHTML = el.textContent ?? '';
    return parsed.content;
  };
  const clean = (parent: ParentNode) => {
    for (const el of Array.from(parent.children)) {
      const tag = el.tagName.toLowerCase();
      if (LESSON_HTML_DROPPED.includes(tag)) {
        el.remove();
        continue;
      }
      const inner = contentOf(el);
      clean(inner);
      if (!LESSON_HTML_TAGS.includes(tag)) {
        el.replaceWith(...Array.from(inner.childNodes));
        continue;
      }
      for (const { name, value } of Array.from(el.attributes)) {
        const kept = LESSON_HTML_ATTRIBUTES[tag]?.includes(name) && (name !== 'href' || lessonHrefAllowed(value));
        const classes = kept && name === 'class' ? lessonHtmlClasses(tag, value) : value;
        if (!kept || classes === '') el.removeAttribute(name);
        else if (classes !== value) el.setAttribute(name, classes);
      }
      if (tag === 'a') for (const [name, value] of Object.entries(LESSON_LINK_ATTRIBUTES)) el.setAttribute(name, value);
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}

/**
 * The lesson's HTML as the public page shows it, reduced to the allowed markup and shown in a
 * sandboxed frame where no script can run (no allow-scripts). allow-same-origin only lets it load
 * the page's own stylesheets (the lesson look); without scripts nothing in it can use that origin.
 */
export function LessonPreview({ html }: { html: string }) {
  const [styles, setStyles] = useState<string[]>([]);
  useEffect(() => {
    setStyles(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (l) => l.href));
  }, []);
  const doc = useMemo(() => {
    const links = styles.map((href) => `<link rel="stylesheet" href="${href.replace(/"/g, '&quot;')}">`).join('');
    return `<!doctype html><html><head><meta charset="utf-8">${links}</head><body class="lesson-content bg-white p-4 text-sm">${previewHtml(html)}</body></html>`;
  }, [html, styles]);
  return (
    <iframe
      title="Lesson preview"
      sandbox="allow-same-origin"
      srcDoc={doc}
      className="h-80 w-full rounded-lg bg-white ring-1 ring-slate-200"
    />
  );
}

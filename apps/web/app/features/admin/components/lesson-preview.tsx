import { useEffect, useMemo, useState } from 'react';
import { useLessonPreview } from '../api/preview-lesson';

/** Typing pauses this long before the preview is asked for. */
export const PREVIEW_DELAY_MS = 300;

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const boxClass = 'grid h-80 place-items-center rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200';

/**
 * The lesson's HTML as saving stores it (the server sanitizes it: POST /api/admin/lessons/preview),
 * shown in a sandboxed frame where no script can run (no allow-scripts). allow-same-origin only lets
 * it load the page's own stylesheets (the lesson look); without scripts nothing in it can use that origin.
 */
export function LessonPreview({ html }: { html: string }) {
  const preview = useLessonPreview(useSettled(html, PREVIEW_DELAY_MS));
  const [styles, setStyles] = useState<string[]>([]);
  useEffect(() => {
    setStyles(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (l) => l.href));
  }, []);
  const doc = useMemo(() => {
    if (preview.data === undefined) return null;
    const links = styles.map((href) => `<link rel="stylesheet" href="${href.replace(/"/g, '&quot;')}">`).join('');
    return `<!doctype html><html><head><meta charset="utf-8">${links}</head><body class="lesson-content bg-white p-4 text-sm">${preview.data}</body></html>`;
  }, [preview.data, styles]);

  if (preview.isError)
    return (
      <p role="alert" className={`${boxClass} text-red-700`}>
        The preview could not be made: {preview.error.message}
      </p>
    );
  if (doc === null) return <p className={`${boxClass} text-slate-500`}>Making the preview…</p>;
  return (
    <iframe
      title="Lesson preview"
      sandbox="allow-same-origin"
      srcDoc={doc}
      className="h-80 w-full rounded-lg bg-white ring-1 ring-slate-200"
    />
  );
}

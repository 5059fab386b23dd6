import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToStringAsync } from 'preact-render-to-string';

/**
 * The router's data scripts render after </html>: a browser would parse the scripts into <body>
 * anyway, but would leave the Suspense markers around them beside <html>, where hydrating the
 * document trips over them. The scripts go at the end of <body>, without the markers.
 */
export function dataScriptsIntoBody(html: string): string {
  const end = html.lastIndexOf('</body></html>');
  if (end < 0) return html;
  const trailing = html.slice(end + '</body></html>'.length).replace(/<!--\/?\$s-->/g, '');
  return `${html.slice(0, end)}${trailing}</body></html>`;
}

/**
 * Prerendering (the only server rendering: `ssr: false`) with Preact (docs/decisions/0017): the
 * whole document as one string, every suspended part (the router's data scripts) awaited in place.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const html = await renderToStringAsync(<ServerRouter context={routerContext} url={request.url} />);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${dataScriptsIntoBody(html)}`, { status, headers });
}

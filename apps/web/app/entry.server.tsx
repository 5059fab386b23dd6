import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerender } from 'react-dom/static';

/**
 * The prerender (the only server rendering: `ssr: false`): React's static renderer writes each
 * public page once every suspended part has resolved, as a crawler should see it. Each part is
 * written in place: React would move a large one to the end of the page, to be put in place by a
 * script, which a static page gains nothing from.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(10_000),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { status, headers });
}

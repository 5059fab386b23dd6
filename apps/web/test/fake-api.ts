import { onTestFinished, vi } from 'vitest';

/** One request the component sent: method, path under /api (query included), JSON body, bearer token. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  token: string | null;
}

/** A JSON answer (status 200), or `reply(status, body)`. */
type Answer = string | number | boolean | null | object;
/** An answer, or one made from the JSON body sent. */
type Handler = Answer | ((body: unknown) => unknown);

/** An answer with a status other than 200; a body left out answers an empty one. */
export const reply = (status: number, body?: unknown) => ({ status, body, reply: true as const });
const isReply = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' && a !== null && (a as { reply?: boolean }).reply === true;

/**
 * A fake API behind `fetch` for the current test: answers by 'METHOD /path' (the path under /api,
 * query included) and records every request; anything unexpected answers 404. The real fetch is
 * back when the test ends.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
    sent.push({ method, path, body, token: auth ? auth.replace(/^Bearer /, '') : null });
    const handler = routes[`${method} ${path}`];
    if (handler === undefined)
      return new Response(JSON.stringify({ message: `No route ${method} ${path}` }), { status: 404 });
    const answer: unknown = typeof handler === 'function' ? (handler as (body: unknown) => unknown)(body) : handler;
    const [status, payload] = isReply(answer) ? [answer.status, answer.body] : [200, answer];
    return new Response(payload === undefined ? null : JSON.stringify(payload), { status });
  });
  onTestFinished(() => spy.mockRestore());
  return {
    sent,
    /** The requests other than reads. */
    writes: () => sent.filter((r) => r.method !== 'GET'),
  };
}

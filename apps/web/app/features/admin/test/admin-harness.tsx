import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { adminSessionStore } from '../lib/admin-request';
import { AdminSessionProvider } from '../lib/admin-session';

/** One request the component sent. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  token: string | null;
}

/** A JSON answer, or `reply(status, body)`. */
type Answer = string | number | boolean | null | object;
/** An answer, or one made from the JSON body sent. */
type Handler = Answer | ((body: unknown) => unknown);

/** An answer with a status other than 200. */
export const reply = (status: number, body: unknown) => ({ status, body, reply: true as const });
const isReply = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' && a !== null && (a as { reply?: boolean }).reply === true;

/**
 * A fake API behind `fetch`: answers by 'METHOD /path' (path without /api, query included) and
 * records every request; anything unexpected answers 404.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
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
    return new Response(JSON.stringify(payload), { status });
  });
  return {
    sent,
    /** The requests other than reads. */
    writes: () => sent.filter((r) => r.method !== 'GET'),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** Signs the browser in as `admin` (a session stored as a sign-in leaves it). */
export function storeAdminSession(token = 'admin-token') {
  const loginTime = Date.now();
  adminSessionStore.set({ user: 'admin', token, loginTime, expires: loginTime + 60 * 60_000 });
}

/** Renders `ui` as the admin page does: a router, a query client, the toasts and (with `session`) the admin session. */
export function renderAdmin(ui: ReactNode, { session = false }: { session?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const page = <ToastProvider>{ui}</ToastProvider>;
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <QueryClientProvider client={queryClient}>
        {session ? <AdminSessionProvider>{page}</AdminSessionProvider> : page}
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

/** One request the component made: method, path under /api, and the JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | ((request: SentRequest) => { status?: number; body?: unknown });

const realFetch = globalThis.fetch;

/** Puts the real fetch back (after stubApi). */
export function unstubApi() {
  globalThis.fetch = realFetch;
}

/**
 * Stubs fetch with answers by 'METHOD /path' (the path under /api); an unknown request answers 404.
 * Returns the requests made, in order. Undo with unstubApi().
 */
export function stubApi(answers: Record<string, Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const request = {
      method: init.method ?? 'GET',
      path: String(url).replace(/^\/api/, ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const answer = answers[`${request.method} ${request.path}`];
    const { status = 200, body } =
      typeof answer === 'function' ? answer(request) : (answer ?? { status: 404, body: { message: 'Not found' } });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return sent;
}

/** Renders inside a fresh TanStack Query client that does not retry. */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

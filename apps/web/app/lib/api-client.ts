import { ERRORS, REQUEST_TIMEOUT_MS } from '@ai4n/shared';
import { authToken } from './storage';

export class ApiError extends Error {
  readonly status?: number;
  readonly timeout: boolean;
  readonly retryable: boolean;
  readonly data?: unknown;

  constructor(
    message: string,
    options: { status?: number; timeout?: boolean; data?: unknown; retryable?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.timeout = options.timeout ?? false;
    this.data = options.data;
    this.retryable =
      options.retryable ??
      (this.timeout || options.status === 429 || (options.status !== undefined && options.status >= 500));
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Attach the stored bearer token (default); false for calls that must go without it. */
  auth?: boolean;
  /** A bearer token to send instead of the stored user token (the admin console's). */
  token?: string | null;
  /** The browser HTTP cache mode; the admin console always asks the server ('no-store'). */
  cache?: RequestCache;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export const API_BASE = '/api';

/** A response body: its JSON when it parses, else the text; undefined when empty. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The `message` of an answer's JSON body, or '' when it has none. */
export function serverMessage(data: unknown): string {
  return data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : '';
}

/** The error of a non-OK answer (docs/spec/public-site.md section 8): the server's message, else the status text, else 'HTTP Error {status}'. */
export function httpError(status: number, statusText: string, data: unknown): ApiError {
  return new ApiError(serverMessage(data) || statusText || ERRORS.httpStatus(status), { status, data });
}

/** The one way the web app talks to the API: JSON, bearer token, timeout and the spec's error rules (docs/spec/public-site.md section 8). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : options.token !== undefined ? options.token : authToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
      cache: options.cache,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(ERRORS.timeout, { timeout: true });
    if (options.signal?.aborted) throw error;
    throw new ApiError(ERRORS.network, { retryable: true });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const data = parseBody(await response.text());
  if (!response.ok) throw httpError(response.status, response.statusText, data);
  return data as T;
}

/** GET /health; any failure reads 'API is not available'. */
export async function checkHealth(): Promise<void> {
  try {
    await apiRequest('/health', { auth: false });
  } catch (error) {
    throw new ApiError(ERRORS.apiUnavailable, {
      status: error instanceof ApiError ? error.status : undefined,
      retryable: true,
    });
  }
}

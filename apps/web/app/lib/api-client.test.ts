import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, checkHealth } from './api-client';
import { authToken } from './storage';

const jsonResponse = (status: number, body: unknown, statusText = '') =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, statusText });

const fetchMock = vi.fn<typeof fetch>();
const memory = new Map<string, string>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => memory.set(k, v),
      removeItem: (k: string) => memory.delete(k),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  memory.clear();
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('apiRequest', () => {
  it('calls /api with JSON and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }));
    await expect(apiRequest('/faqs', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/faqs');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('attaches the stored bearer token unless authentication is turned off', async () => {
    authToken.set('secret-token');
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await apiRequest('/x');
    await apiRequest('/x', { auth: false });
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
    expect((fetchMock.mock.calls[1][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("raises the response's message field, with the status attached", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'email: invalid', statusCode: 400 }, 'Bad Request'));
    const error = await caught(apiRequest('/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('email: invalid');
    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
  });

  it('falls back to the status text, then to HTTP Error {status}', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, {}, 'Not Found'));
    expect((await caught(apiRequest('/x'))).message).toBe('Not Found');
    fetchMock.mockResolvedValueOnce(jsonResponse(418, undefined, ''));
    expect((await caught(apiRequest('/x'))).message).toBe('HTTP Error 418');
  });

  it('flags 429 and 5xx as retryable', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { message: 'slow down' }));
    expect((await caught(apiRequest('/x'))).retryable).toBe(true);
    fetchMock.mockResolvedValueOnce(jsonResponse(503, {}, 'Service Unavailable'));
    const error = await caught(apiRequest('/x'));
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(503);
  });

  it('times out with the catalogue text, flagged as timeout and retryable', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = caught(apiRequest('/slow'));
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect(error.message).toBe('Request timed out. Please check your internet connection.');
    expect(error.timeout).toBe(true);
    expect(error.retryable).toBe(true);
  });

  it('honours a shorter timeout per call', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = caught(apiRequest('/slow', { timeoutMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).timeout).toBe(true);
  });
});

describe('checkHealth', () => {
  it("reads 'API is not available' when the health check fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { status: 'degraded', db: 'down' }));
    const error = await caught(checkHealth());
    expect(error.message).toBe('API is not available');
    expect(error.status).toBe(503);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect((await caught(checkHealth())).message).toBe('API is not available');
  });

  it('resolves when the API is healthy', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'ok', db: 'ok' }));
    await expect(checkHealth()).resolves.toBeUndefined();
  });
});

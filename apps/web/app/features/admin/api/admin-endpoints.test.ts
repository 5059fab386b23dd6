import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSessionStore, setUnauthorizedHandler } from '../lib/admin-request';
import { archivePrompt } from './archive-prompt';
import { changeAdminPassword } from './change-admin-password';
import { createFaq } from './create-faq';
import { deleteAllLessons } from './delete-all-lessons';
import { deleteQuestion } from './delete-question';
import { getAdminFaqs } from './get-admin-faqs';
import { getAdminPrompts } from './get-admin-prompts';
import { getAuditLog } from './get-audit-log';
import { loginAdmin } from './login-admin';
import { markSupportRead } from './mark-support-read';
import { setModelEnabled } from './set-model-enabled';
import { updatePrompt } from './update-prompt';
import { updateQuizSettings } from './update-quiz-settings';
import { updateSiteClaims } from './update-site-claims';
import { updateSystemPrompt } from './update-system-prompt';

const fetchMock = vi.fn<typeof fetch>();
const memory = new Map<string, string>();
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => memory.set(k, v),
      removeItem: (k: string) => memory.delete(k),
    },
  });
  adminSessionStore.set({ user: 'admin', token: 'admin-token', loginTime: 0, expires: Date.now() + 60_000 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  memory.clear();
  setUnauthorizedHandler(null);
});

/** The one request a call sent: method, address, JSON body and bearer token. */
function sent() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  const headers = init?.headers as Record<string, string>;
  return {
    method: init?.method,
    url,
    body: init?.body === undefined ? undefined : JSON.parse(init.body as string),
    auth: headers.Authorization,
    cache: init?.cache,
  };
}

describe('admin endpoints', () => {
  it.each([
    [
      'updateSystemPrompt',
      () => updateSystemPrompt('Be kind.'),
      'PUT',
      '/api/prompts/meta/system-prompt',
      { prompt: 'Be kind.' },
    ],
    [
      'setModelEnabled (names and flags only)',
      () => setModelEnabled([{ name: 'm1', enabled: false, label: 'Model 1', alwaysOn: false }]),
      'PUT',
      '/api/prompts/meta/models',
      { models: [{ name: 'm1', enabled: false }] },
    ],
    [
      'markSupportRead',
      () => markSupportRead({ id: 'abc', status: 'read' }),
      'PUT',
      '/api/support/abc',
      { status: 'read' },
    ],
    [
      'updateQuizSettings',
      () =>
        updateQuizSettings({
          questionsPerQuiz: 5,
          passingScore: 70,
          showFeedbackImmediately: false,
          allowRetries: true,
        }),
      'PUT',
      '/api/questions/meta/settings',
      { questionsPerQuiz: 5, passingScore: 70, showFeedbackImmediately: false, allowRetries: true },
    ],
    [
      'updateSiteClaims',
      () =>
        updateSiteClaims({
          students: { source: 'hidden', value: '' },
          successRate: { source: 'text', value: '90%' },
          testimonials: [],
          supportReplyTime: '',
        }),
      'PUT',
      '/api/admin/site-claims',
      {
        students: { source: 'hidden', value: '' },
        successRate: { source: 'text', value: '90%' },
        testimonials: [],
        supportReplyTime: '',
      },
    ],
    [
      'changeAdminPassword',
      () => changeAdminPassword({ currentPassword: 'old', newPassword: 'a-new-password' }),
      'PUT',
      '/api/auth/admin/password',
      { currentPassword: 'old', newPassword: 'a-new-password' },
    ],
    [
      'updatePrompt',
      () => updatePrompt({ id: 'p1', data: { isFeatured: true } }),
      'PUT',
      '/api/prompts/p1',
      { isFeatured: true },
    ],
    ['archivePrompt', () => archivePrompt('p1'), 'DELETE', '/api/prompts/p1?archive=true', undefined],
    ['deleteQuestion', () => deleteQuestion(7), 'DELETE', '/api/questions/7?permanent=true', undefined],
    ['deleteAllLessons', () => deleteAllLessons(), 'DELETE', '/api/lessons/bulk/all', undefined],
    [
      'createFaq',
      () => createFaq({ question: 'Q?', answer: 'A.', category: 'pricing' }),
      'POST',
      '/api/faqs',
      { question: 'Q?', answer: 'A.', category: 'pricing' },
    ],
  ] as const)('%s sends its request with the admin token', async (_name, call, method, url, body) => {
    fetchMock.mockResolvedValue(answer({}));
    await call();
    expect(sent()).toEqual({ method, url, body, auth: 'Bearer admin-token', cache: 'no-store' });
  });

  it('reads the prompts of every status, newest first, and answers the list', async () => {
    fetchMock.mockResolvedValue(answer({ prompts: [{ id: 'p1' }], pagination: {} }));
    await expect(getAdminPrompts()).resolves.toEqual([{ id: 'p1' }]);
    expect(sent().url).toBe('/api/prompts?status=all&limit=1000&sortBy=created_at&sortOrder=desc');
  });

  it('flattens the FAQ groups and unwraps the audit entries', async () => {
    fetchMock.mockResolvedValueOnce(answer({ about: [{ id: 'f1' }], pricing: [{ id: 'f2' }] }));
    await expect(getAdminFaqs()).resolves.toEqual([{ id: 'f1' }, { id: 'f2' }]);
    fetchMock.mockResolvedValueOnce(answer({ entries: [{ username: 'admin' }] }));
    await expect(getAuditLog()).resolves.toEqual([{ username: 'admin' }]);
  });

  it('signs in without any stored token', async () => {
    fetchMock.mockResolvedValue(answer({ token: 't', admin: { username: 'admin' } }));
    await loginAdmin({ username: 'admin', password: 'pw' });
    expect(sent()).toMatchObject({
      method: 'POST',
      url: '/api/auth/admin/login',
      body: { username: 'admin', password: 'pw' },
      auth: undefined,
    });
  });

  it('a 401 on an admin call ends the session, and the error reaches the caller', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    fetchMock.mockResolvedValue(answer({ message: 'Admin sign-in required' }, 401));
    await expect(updateSystemPrompt('x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Admin sign-in required',
    });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

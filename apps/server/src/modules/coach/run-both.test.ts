import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MockLanguageModelV3 } from 'ai/test';
import { COACH_TEXTS } from '@ai4n/shared';
import { RUN_BOTH_TEXTS } from '@ai4n/shared/run-both';
import { createTestApp } from '../../../test/test-app.js';
import { adminToken, createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { ModelEntry } from '../../plugins/ai-models.js';
import { RUN_BOTH_SETTINGS } from './run-both-model.js';

const ORIGINAL = 'Write an email to my customers.';
const REWRITE = 'You are a baker. Write a 100-word welcome email to new customers, in a friendly tone.';

/** Answers "Answer to: <prompt>"; a prompt containing FAIL makes it throw. */
function echoModel(name: string) {
  const model = new MockLanguageModelV3({
    doGenerate: async ({ prompt }) => {
      const user = prompt.find((m) => m.role === 'user');
      const text = user && Array.isArray(user.content) && user.content[0]?.type === 'text' ? user.content[0].text : '';
      if (text.includes('FAIL')) throw new Error('provider down');
      return {
        content: [{ type: 'text', text: `Answer to: ${text}` }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 20, text: 20, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
  const entry: ModelEntry = { name, label: `Echo ${name}`, provider: 'openai', model };
  return { entry, model };
}

const echo = echoModel('echo');
let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ extraModels: [echo.entry] }));
});
afterAll(async () => app.close());

type Res = { cookies: Array<{ name: string; value: string }> };
const cookieOf = (res: Res) => {
  const c = res.cookies.find((x) => x.name === 'coach_session');
  return c ? `coach_session=${c.value}` : '';
};
const runBoth = (payload: object, headers: Record<string, string> = {}, ip = '10.0.0.1', on = app) =>
  on.inject({ method: 'POST', url: '/api/coach/run-both', payload, headers, remoteAddress: ip });
const choose = (runId: string, winner: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/coach/run-both/${runId}/choice`, payload: { winner }, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const creditsOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!.credits;

describe('run both', () => {
  it('sends both prompts to the model with the same settings, answers side by side and uses one credit', async () => {
    const { user, token } = await createUserWithToken(db, { credits: 3, hasPaid: true });
    const before = echo.model.doGenerateCalls.length;
    const res = await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'echo' }, bearer(token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      model: 'echo',
      original: { output: `Answer to: ${ORIGINAL}` },
      rewrite: { output: `Answer to: ${REWRITE}` },
      usage: { hasPaid: true, creditsLeft: 2 },
    });
    expect(body.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await creditsOf(user.id)).toBe(2);

    const calls = echo.model.doGenerateCalls.slice(before);
    expect(calls).toHaveLength(2);
    const settings = calls.map(({ temperature, maxOutputTokens, prompt }) => ({
      temperature,
      maxOutputTokens,
      system: prompt.find((m) => m.role === 'system')?.content,
    }));
    expect(settings[0]).toEqual({
      temperature: RUN_BOTH_SETTINGS.temperature,
      maxOutputTokens: RUN_BOTH_SETTINGS.maxOutputTokens,
      system: RUN_BOTH_SETTINGS.system,
    });
    expect(settings[1]).toEqual(settings[0]);
    expect(JSON.stringify(calls.map((c) => c.prompt.at(-1)))).toContain(ORIGINAL);
    expect(JSON.stringify(calls.map((c) => c.prompt.at(-1)))).toContain(REWRITE);
  });

  it('takes the free use like an analysis: a second run, or an analysis after it, is refused with its text', async () => {
    const first = await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'echo' }, {}, '10.1.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.json().usage).toMatchObject({ hasPaid: false, promptsUsed: 1 });
    const cookie = { cookie: cookieOf(first) };
    expect(cookie.cookie).not.toBe('');
    const again = await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'echo' }, cookie, '10.1.0.1');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(COACH_TEXTS.freeUsed);
    const analysis = await app.inject({
      method: 'POST',
      url: '/api/prompts/gemini-coach',
      payload: { prompt: ORIGINAL, model: 'echo' },
      headers: cookie,
      remoteAddress: '10.1.0.1',
    });
    expect(analysis.statusCode).toBe(429);
  });

  it('refuses a paying user with no credits left with the spec text, and calls no model', async () => {
    const { token } = await createUserWithToken(db, { credits: 0, hasPaid: true });
    const before = echo.model.doGenerateCalls.length;
    const res = await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'echo' }, bearer(token));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(COACH_TEXTS.creditsUsed);
    expect(echo.model.doGenerateCalls.length).toBe(before);
  });

  it('uses nothing when one of the two calls fails, and says so', async () => {
    const { user, token } = await createUserWithToken(db, { credits: 3, hasPaid: true });
    const res = await runBoth({ original: ORIGINAL, rewrite: `${REWRITE} FAIL`, model: 'echo' }, bearer(token));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(RUN_BOTH_TEXTS.modelFailed);
    expect(await creditsOf(user.id)).toBe(3);

    const visitor = await runBoth({ original: `FAIL ${ORIGINAL}`, rewrite: REWRITE, model: 'echo' }, {}, '10.2.0.1');
    expect(visitor.statusCode).toBe(502);
    const usage = await app.inject({ url: '/api/coach/usage', remoteAddress: '10.2.0.1' });
    expect(usage.json()).toMatchObject({ promptsUsed: 0, hasPaid: false });
    expect((await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'echo' }, {}, '10.2.0.1')).statusCode).toBe(
      200,
    );
  });

  it('refuses the offline coach, and an unknown model, without using anything', async () => {
    const { user, token } = await createUserWithToken(db, { credits: 2, hasPaid: true });
    const offline = await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'offline-coach' }, bearer(token));
    expect(offline.statusCode).toBe(409);
    expect(offline.json().message).toBe(RUN_BOTH_TEXTS.needsModel);
    const unknown = await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'nope' }, bearer(token));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(RUN_BOTH_TEXTS.unknownModel);
    expect(await creditsOf(user.id)).toBe(2);
  });

  it('validates the prompts and the model like the analysis', async () => {
    const tooLong = 'x'.repeat(8_001);
    for (const payload of [
      { original: '', rewrite: REWRITE, model: 'echo' },
      { original: ORIGINAL, rewrite: tooLong, model: 'echo' },
      { original: ORIGINAL, rewrite: REWRITE },
      { original: ORIGINAL, model: 'echo' },
    ]) {
      const res = await runBoth(payload, {}, '10.3.0.1');
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect((await runBoth({ original: '', rewrite: REWRITE, model: 'echo' })).json().message).toContain(
      'Prompt is required',
    );
  });
});

describe('with only the offline coach', () => {
  it('explains that a connected AI model is needed and uses nothing', async () => {
    const offlineOnly = await createTestApp();
    try {
      const res = await runBoth(
        { original: ORIGINAL, rewrite: REWRITE, model: 'gemini' },
        {},
        '10.4.0.1',
        offlineOnly.app,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Run both needs a connected AI model. The offline coach can grade prompts but cannot run them.',
      );
      const usage = await offlineOnly.app.inject({ url: '/api/coach/usage', remoteAddress: '10.4.0.1' });
      expect(usage.json().promptsUsed).toBe(0);
    } finally {
      await offlineOnly.app.close();
    }
  });
});

describe('choosing the better answer', () => {
  it('records one choice per run, by whoever ran it, and the admin sees the counts', async () => {
    const admin = bearer(await adminToken(app));
    const stats = async () => (await app.inject({ url: '/api/admin/coach/run-both-stats', headers: admin })).json();
    const before = await stats();
    const echoBefore = before.models.find((m: { model: string }) => m.model === 'echo') ?? { rewrite: 0, choices: 0 };

    const { token } = await createUserWithToken(db, { credits: 5, hasPaid: true });
    const run = async () =>
      (await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'echo' }, bearer(token))).json().runId as string;
    const first = await run();
    const second = await run();

    const chosen = await choose(first, 'rewrite', bearer(token));
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ runId: first, winner: 'rewrite' });
    const twice = await choose(first, 'original', bearer(token));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(RUN_BOTH_TEXTS.alreadyChosen);

    // Another account, and an anonymous visitor, may not choose for this run.
    const other = await createUserWithToken(db, { credits: 1, hasPaid: true });
    const stranger = await choose(second, 'original', bearer(other.token));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(RUN_BOTH_TEXTS.notYourRun);
    expect((await choose(second, 'original')).statusCode).toBe(403);
    expect((await choose(second, 'same', bearer(token))).statusCode).toBe(200);

    const after = await stats();
    const echoAfter = after.models.find((m: { model: string }) => m.model === 'echo');
    expect(echoAfter).toMatchObject({ label: 'Echo echo' });
    expect(echoAfter.rewrite - echoBefore.rewrite).toBe(1);
    expect(echoAfter.choices - echoBefore.choices).toBe(2);
    expect(after.total.same - before.total.same).toBe(1);
    expect(after.total.runs - before.total.runs).toBe(2);
    expect(after.total.original).toBe(before.total.original);
  });

  it('a visitor chooses with the cookie of the run; without it the choice is refused', async () => {
    const res = await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'echo' }, {}, '10.5.0.1');
    const { runId } = res.json();
    expect((await choose(runId, 'rewrite', { cookie: 'coach_session=forged' })).statusCode).toBe(403);
    expect((await choose(runId, 'rewrite', { cookie: cookieOf(res) })).statusCode).toBe(200);
  });

  it('validates the winner and the run', async () => {
    expect((await choose('00000000-0000-4000-8000-000000000000', 'rewrite')).statusCode).toBe(404);
    expect((await choose('not-a-uuid', 'rewrite')).statusCode).toBe(400);
    const { token } = await createUserWithToken(db, { credits: 1, hasPaid: true });
    const { runId } = (await runBoth({ original: ORIGINAL, rewrite: REWRITE, model: 'echo' }, bearer(token))).json();
    expect((await choose(runId, 'both', bearer(token))).statusCode).toBe(400);
  });

  it('the stats need an admin token', async () => {
    expect((await app.inject({ url: '/api/admin/coach/run-both-stats' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import { GOOD_FEEDBACK, mockModel } from '../../../test/mock-models.js';
import { createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { loadConfig } from '../../config.js';
import { users } from '../../db/schema/index.js';

const PROMPT = { prompt: 'You are a baker. Write a welcome email for new customers.' };
const good = mockModel('good', JSON.stringify(GOOD_FEEDBACK));
const plain = mockModel(
  'plain',
  'Clarity Score: 9\nStrengths:\n- Clear\nWeaknesses:\n- Add a length\nSuggested Rewrite:\nBetter prompt\nReason for Rewrite: Shorter',
);
const failing = mockModel('failing', new Error('provider down'));
const slow = mockModel('slow', JSON.stringify(GOOD_FEEDBACK), 60);

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ extraModels: [good.entry, plain.entry, failing.entry, slow.entry] }));
});
afterAll(async () => app.close());

const coach = (payload: object, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/prompts/gemini-coach', payload, headers, remoteAddress: ip });
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const c = res.cookies.find((x) => x.name === 'coach_session');
  return c ? `coach_session=${c.value}` : '';
};

const paidUser = (email: string, credits: number) => createUserWithToken(db, { email, credits, hasPaid: true });

describe('models', () => {
  it('lists the enabled models, the offline coach always last', async () => {
    const { models } = (await app.inject({ url: '/api/prompts/meta/models' })).json();
    expect(models.map((m: { name: string }) => m.name)).toEqual(['good', 'plain', 'failing', 'slow', 'offline-coach']);
  });
});

describe('the free trial', () => {
  it('gives one free analysis; the second answers 429, and a new cookie from the same address too', async () => {
    const first = await coach({ ...PROMPT, model: 'offline-coach' }, {}, '10.1.1.1');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      promptsUsed: 1,
      model: 'offline-coach',
      usedFallback: false,
      usage: { hasPaid: false, freeLimit: 1 },
    });
    expect(body.content).toContain('Clarity Score:');
    const cookie = first.cookies.find((c) => c.name === 'coach_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(new Date(cookie.expires!).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const again = await coach(PROMPT, { cookie: cookieOf(first) }, '10.1.1.1');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('You have already used your free prompt analysis.');
    const newCookie = await coach(PROMPT, {}, '10.1.1.1');
    expect(newCookie.statusCode).toBe(429);
    const usage = (await app.inject({ url: '/api/coach/usage', headers: { cookie: cookieOf(first) } })).json();
    expect(usage).toMatchObject({ promptsUsed: 1, hasPaid: false });
  });

  it('reads structured output, and plain text by its sections', async () => {
    const structured = (await coach({ ...PROMPT, model: 'good' }, {}, '10.2.0.1')).json();
    // 8.5, 6 and 7 combine to 7.3: a B (decision 0014).
    expect(structured.feedback).toMatchObject({ overallGrade: 'B', clarityScore: 8.5, strengths: ['Clear role'] });
    const text = (await coach({ ...PROMPT, model: 'plain' }, {}, '10.2.0.2')).json();
    expect(text.feedback).toMatchObject({
      overallGrade: 'A',
      clarityScore: 9,
      weaknesses: ['Add a length'],
      suggestedRewrite: 'Better prompt',
    });
  });

  it('a failing model uses nothing: the offline coach answers and says so', async () => {
    const res = await coach({ ...PROMPT, model: 'failing' }, {}, '10.3.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ usedFallback: true, model: 'offline-coach', promptsUsed: 0 });
    expect(res.json().message).toMatch(/could not be reached/);
    expect((await coach({ ...PROMPT, model: 'good' }, { cookie: cookieOf(res) }, '10.3.0.1')).statusCode).toBe(200);
  });

  it('answers on the /api/gemini-coach alias with the default model', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/gemini-coach',
      payload: PROMPT,
      remoteAddress: '10.7.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ model: 'good', promptsUsed: 1, feedback: { overallGrade: 'B' } });
  });

  it('rejects an empty or oversized prompt', async () => {
    expect((await coach({ prompt: '  ' }, {}, '10.4.0.1')).statusCode).toBe(400);
    const long = await coach({ prompt: 'x'.repeat(8001) }, {}, '10.4.0.2');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 8000/);
  });

  it('answers 401 for an invalid token', async () => {
    const res = await coach(PROMPT, { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid token');
  });
});

describe('a model that times out', () => {
  it('is abandoned after the timeout; the offline coach answers and no credit is used', async () => {
    const hanging = mockModel('hanging', JSON.stringify(GOOD_FEEDBACK), 60_000);
    const timed = await createTestApp({
      extraModels: [hanging.entry],
      config: loadConfig({ NODE_ENV: 'test', COACH_MODEL_TIMEOUT_MS: '1000' }),
    });
    try {
      const { user, token } = await createUserWithToken(timed.db, { credits: 5, hasPaid: true });
      const started = Date.now();
      const res = await timed.app.inject({
        method: 'POST',
        url: '/api/prompts/gemini-coach',
        payload: { ...PROMPT, model: 'hanging' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(res.json()).toMatchObject({ usedFallback: true, model: 'offline-coach' });
      const [row] = await timed.db.select().from(users).where(eq(users.id, user.id));
      expect(row.credits).toBe(5);
    } finally {
      await timed.app.close();
    }
  });
});

describe('paid credits', () => {
  it('uses one credit per analysis and refuses when none are left', async () => {
    const { user, token } = await paidUser('two@example.com', 2);
    const auth = { authorization: `Bearer ${token}` };
    expect((await coach({ ...PROMPT, model: 'good' }, auth, '10.5.0.1')).json().usage).toMatchObject({
      hasPaid: true,
      creditsLeft: 1,
      promptsUsed: 24,
    });
    await coach({ ...PROMPT, model: 'good' }, auth, '10.5.0.1');
    const none = await coach({ ...PROMPT, model: 'good' }, auth, '10.5.0.1');
    expect(none.statusCode).toBe(429);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.credits).toBe(0);
  });

  it('50 concurrent analyses with 1 credit left make exactly one model call and leave 0', async () => {
    const { user, token } = await paidUser('race@example.com', 1);
    const before = slow.calls();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        coach({ ...PROMPT, model: 'slow' }, { authorization: `Bearer ${token}` }, '10.6.0.1'),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(49);
    expect(slow.calls() - before).toBe(1);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.credits).toBe(0);
  });

  it('a failing model uses no credit', async () => {
    const { user, token } = await paidUser('fail@example.com', 3);
    const res = await coach({ ...PROMPT, model: 'failing' }, { authorization: `Bearer ${token}` });
    expect(res.json().usedFallback).toBe(true);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.credits).toBe(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CoachFormSchema } from '@ai4n/shared';
import { composeCoachPrompt } from '@ai4n/shared/coach-prompt';
import { createTestApp } from '../../../test/test-app.js';
import { GOOD_FEEDBACK, mockModel } from '../../../test/mock-models.js';
import { createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

// Decision 0014: the offline check grades the form's fields, never takes a paid credit, and its
// guards cap a model's grade too.
const good = mockModel('good', JSON.stringify(GOOD_FEEDBACK));

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ extraModels: [good.entry] }));
});
afterAll(async () => app.close());

const coach = (payload: object, headers: Record<string, string> = {}, ip = '10.20.0.1') =>
  app.inject({ method: 'POST', url: '/api/prompts/gemini-coach', payload, headers, remoteAddress: ip });
const creditsOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0].credits;

const junk = { goal: 'x', role: 'x', context: 'x', targetAudience: 'x' };
const composed = composeCoachPrompt(CoachFormSchema.parse(junk));

describe('the form fields', () => {
  it('grade what the learner typed: "x" in every field is a D with the reason, even though the composed prompt has every label', async () => {
    const res = await coach({ prompt: composed, model: 'offline-coach', fields: junk }, {}, '10.20.1.1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ model: 'offline-coach', usedFallback: false, feedback: { overallGrade: 'D' } });
    expect(body.feedback.weaknesses[0]).toMatch(/^No real content: /);
    expect(body.content).toContain('Overall Grade: D');
  });

  it('are checked like the form: a missing required field, an unknown tone or an oversized field is a 400', async () => {
    const missing = await coach(
      { prompt: 'Write a menu.', fields: { goal: 'Write a menu', role: 'a chef', context: 'a café' } },
      {},
      '10.20.2.1',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/targetAudience/);
    expect(
      (await coach({ prompt: 'Write a menu.', fields: { ...junk, tone: 'sarcastic' } }, {}, '10.20.2.2')).statusCode,
    ).toBe(400);
    expect(
      (await coach({ prompt: 'Write a menu.', fields: { ...junk, context: 'y'.repeat(1_501) } }, {}, '10.20.2.3'))
        .statusCode,
    ).toBe(400);
    expect((await coach({ prompt: 'Write a menu.', fields: 'not an object' }, {}, '10.20.2.4')).statusCode).toBe(400);
  });

  it('are optional: free text on the alias is split into its parts', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/gemini-coach',
      payload: { prompt: 'What is the capital of Portugal?' },
      remoteAddress: '10.20.3.1',
    });
    expect(res.statusCode).toBe(200);
    // The alias uses the default model here (the mock); the guards still run on the prompt.
    expect(res.json().model).toBe('good');
    const offline = await coach(
      { prompt: 'What is the capital of Portugal?', model: 'offline-coach' },
      {},
      '10.20.3.2',
    );
    expect(offline.json().feedback).toMatchObject({
      overallGrade: 'A',
      suggestedRewrite: 'What is the capital of Portugal?',
    });
  });
});

describe('paid credits and the offline check', () => {
  it('an offline analysis never takes a paid credit; a model analysis takes one', async () => {
    const { user, token } = await createUserWithToken(db, { email: 'offline@example.com', credits: 3, hasPaid: true });
    const auth = { authorization: `Bearer ${token}` };
    const offline = await coach({ prompt: 'You are a chef. Write a menu.', model: 'offline-coach' }, auth);
    expect(offline.statusCode).toBe(200);
    expect(offline.json().usage).toMatchObject({ hasPaid: true, creditsLeft: 3 });
    expect(await creditsOf(user.id)).toBe(3);
    await coach({ prompt: 'You are a chef. Write a menu.', model: 'good' }, auth);
    expect(await creditsOf(user.id)).toBe(2);
  });

  it('a paying user with no credits left can still run the offline check, not a model', async () => {
    const { user, token } = await createUserWithToken(db, { email: 'empty@example.com', credits: 0, hasPaid: true });
    const auth = { authorization: `Bearer ${token}` };
    expect((await coach({ prompt: 'You are a chef. Write a menu.', model: 'offline-coach' }, auth)).statusCode).toBe(
      200,
    );
    expect((await coach({ prompt: 'You are a chef. Write a menu.', model: 'good' }, auth)).statusCode).toBe(429);
    expect(await creditsOf(user.id)).toBe(0);
  });

  it('the free trial is one analysis whichever coach answers', async () => {
    const first = await coach({ prompt: 'You are a chef. Write a menu.', model: 'offline-coach' }, {}, '10.20.4.1');
    expect(first.json().usage).toMatchObject({ hasPaid: false, promptsUsed: 1 });
    const cookie = first.cookies.find((c) => c.name === 'coach_session')!;
    expect(
      (
        await coach(
          { prompt: 'You are a chef. Write a menu.', model: 'offline-coach' },
          { cookie: `coach_session=${cookie.value}` },
          '10.20.4.1',
        )
      ).statusCode,
    ).toBe(429);
  });
});

describe("the guards on a model's feedback", () => {
  it('cap the grade and name the problem first, whatever the model said', async () => {
    const res = await coach(
      {
        prompt:
          'You are a support agent. Reply to Jane Miller, jane.miller@example.com, account number 4471-2209, about her late order.',
        model: 'good',
      },
      {},
      '10.20.5.1',
    );
    expect(res.json()).toMatchObject({ model: 'good', feedback: { overallGrade: 'D', clarityScore: 8.5 } });
    expect(res.json().feedback.weaknesses[0]).toMatch(/^Personal data: /);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { coachSessions, payments, testPaymentIntents } from '../../db/schema/index.js';

/** Security review 2, "also": abandoned payment rows, test intents and unused coach sessions are cleaned. */
let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => app.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const payment = (id: string, updatedAt: Date, granted: boolean) => ({
  email: `${id}@example.com`,
  amountCents: 500,
  provider: 'test',
  providerPaymentId: id,
  status: granted ? 'succeeded' : 'requires_payment_method',
  grantedAt: granted ? updatedAt : null,
  updatedAt,
});
const intent = (id: string, updatedAt: Date) => ({
  id,
  idempotencyKey: `key-${id}`,
  clientSecret: `${id}_secret`,
  amountCents: 500,
  currency: 'usd',
  updatedAt,
});
const session = (lastUsed: Date, promptsUsed: number, userId: string | null = null) => ({
  promptsUsed,
  userId,
  lastUsed,
  expiresAt: new Date(Date.now() + 30 * 24 * 3_600_000),
});

describe('housekeeping of abandoned rows', () => {
  it('deletes unpaid payments after a week, test intents after a day and unused coach sessions after a day', async () => {
    const { user } = await createUserWithToken(db);
    await db
      .insert(payments)
      .values([
        payment('pi_old_unpaid', hoursAgo(8 * 24), false),
        payment('pi_new_unpaid', hoursAgo(2), false),
        payment('pi_old_paid', hoursAgo(400 * 24), true),
      ]);
    await db
      .insert(testPaymentIntents)
      .values([intent('pi_test_old', hoursAgo(25)), intent('pi_test_new', hoursAgo(1))]);
    const sessions = await db
      .insert(coachSessions)
      .values([
        session(hoursAgo(25), 0),
        session(hoursAgo(1), 0),
        session(hoursAgo(25), 1),
        session(hoursAgo(25), 0, user.id),
      ])
      .returning({ id: coachSessions.id });

    await app.housekeeping.runAll();

    const paymentIds = (await db.select({ id: payments.providerPaymentId }).from(payments)).map((r) => r.id);
    expect(paymentIds.sort()).toEqual(['pi_new_unpaid', 'pi_old_paid']);
    const intentIds = (await db.select({ id: testPaymentIntents.id }).from(testPaymentIntents)).map((r) => r.id);
    expect(intentIds).toEqual(['pi_test_new']);
    const left = await db
      .select({ id: coachSessions.id })
      .from(coachSessions)
      .where(
        inArray(
          coachSessions.id,
          sessions.map((s) => s.id),
        ),
      );
    // Only the unused, anonymous, day-old session goes: recent, used and account sessions stay.
    expect(left.map((r) => r.id).sort()).toEqual(
      sessions
        .slice(1)
        .map((s) => s.id)
        .sort(),
    );
  });
});

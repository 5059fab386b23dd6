import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import { openPglite, openPostgres, type Database } from '../../db/client.js';
import { testPaymentIntents, users } from '../../db/schema/index.js';

/**
 * Issue 15: several servers on one database. A test-mode payment started on one server is
 * completed on another, and on a server started after the first one stopped.
 */
interface SharedStore {
  /** A server's connection: a second connection to the same schema on PostgreSQL. */
  connect(): Promise<Database>;
  /** PGlite has one connection per data folder: the servers running at once share it. */
  shareConnection: boolean;
  dispose(): Promise<void>;
}

async function sharedStore(): Promise<SharedStore> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schemaName = `test_${crypto.randomBytes(6).toString('hex')}`;
    const connect = () => openPostgres({ url, schemaName, maxConnections: 4 });
    const first = await connect();
    await first.migrate();
    await first.close();
    return {
      connect,
      shareConnection: false,
      dispose: async () => {
        const last = await connect();
        await last.db.execute(`drop schema "${schemaName}" cascade`);
        await last.close();
      },
    };
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-servers-'));
  const dataDir = path.join(root, 'data');
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  let started = false;
  return {
    // The first start loads the migrated template into the folder; later starts reopen the folder.
    connect: async () => {
      const database = await openPglite({ dataDir, loadDataDir: started ? undefined : template });
      started = true;
      return database;
    },
    shareConnection: true,
    dispose: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

let store: SharedStore;
let serverA: FastifyInstance;
let serverB: FastifyInstance;
const running: FastifyInstance[] = [];

async function startServer(database: Database) {
  const { app } = await createTestApp({ database });
  running.push(app);
  return app;
}

beforeAll(async () => {
  store = await sharedStore();
  const databaseA = await store.connect();
  serverA = await startServer(databaseA);
  serverB = await startServer(store.shareConnection ? databaseA : await store.connect());
}, 60_000);
afterAll(async () => {
  for (const app of running) await app.close();
  await store?.dispose();
});

const post = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const createIntent = async (app: FastifyInstance, email: string, key?: string) => {
  const res = await post(app, '/api/payments/create-payment-intent', { email }, key ? { 'idempotency-key': key } : {});
  expect(res.statusCode).toBe(200);
  return res.json().clientSecret as string;
};
const confirm = async (app: FastifyInstance, clientSecret: string, cardNumber = '4242 4242 4242 4242') =>
  (
    await post(app, '/api/payments/test-mode/confirm', { clientSecret, cardNumber, expiry: '12/34', cvc: '123' })
  ).json();
const verify = (app: FastifyInstance, email: string, clientSecret: string) =>
  post(app, '/api/users/verify-payment', { email, clientSecret });
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

describe('test-mode payments across servers on one database', () => {
  it('a payment started on server A is confirmed and verified on server B', async () => {
    const clientSecret = await createIntent(serverA, 'across@example.com', 'key-across');
    // The same key and email on the other server give the same intent, even sent to both at once;
    // another email a new one.
    expect(await createIntent(serverB, 'Across@example.com', 'key-across')).toBe(clientSecret);
    const atOnce = await Promise.all(
      [serverA, serverB, serverA, serverB].map((app) => createIntent(app, 'at-once@example.com', 'key-at-once')),
    );
    expect(new Set(atOnce).size).toBe(1);
    expect(intentIdOf(await createIntent(serverB, 'someone@example.com', 'key-across'))).not.toBe(
      intentIdOf(clientSecret),
    );

    expect(await confirm(serverB, clientSecret, '4000 0000 0000 0002')).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    const declined = await verify(serverA, 'across@example.com', clientSecret);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toContain('Your card was declined.');

    expect(await confirm(serverB, clientSecret)).toEqual({ status: 'succeeded' });
    // A succeeded intent stays succeeded, whichever server a later card reaches.
    expect(await confirm(serverA, clientSecret, '4000000000009995')).toEqual({ status: 'succeeded' });
    const paid = await verify(serverB, 'across@example.com', clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ verified: true, creditsLeft: 25 });
    expect(paid.json().accessCodeMailed).toBe(true);
    // Verified again on the first server: granted once.
    expect((await verify(serverA, 'across@example.com', clientSecret)).json().accessCodeMailed).toBeUndefined();
  });

  it('checks the whole client secret on every server', async () => {
    const clientSecret = await createIntent(serverA, 'forged@example.com');
    const forged = `${intentIdOf(clientSecret)}_secret_${'0'.repeat(32)}`;
    expect(await confirm(serverB, forged)).toEqual({ status: 'failed', message: 'Unknown payment' });
    expect(await confirm(serverB, clientSecret)).toEqual({ status: 'succeeded' });
    expect((await verify(serverB, 'forged@example.com', forged)).statusCode).toBe(404);
    expect((await verify(serverA, 'forged@example.com', clientSecret)).statusCode).toBe(200);
  });

  it('intents survive a restart: a server started after A stopped completes what A started', async () => {
    const unpaid = await createIntent(serverA, 'restart@example.com', 'key-restart');
    const paid = await createIntent(serverA, 'restart-paid@example.com');
    expect(await confirm(serverA, paid)).toEqual({ status: 'succeeded' });

    await serverA.close();
    // On PGlite, B shares A's connection (closed with A): both stop, as one process would.
    if (store.shareConnection) await serverB.close();
    const databaseC = await store.connect();
    const serverC = await startServer(databaseC);

    // What C answers from is the stored row: the amount the server set, nothing in memory.
    const [row] = await databaseC.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intentIdOf(unpaid)));
    expect(row).toMatchObject({ amountCents: 500, currency: 'usd', status: 'requires_payment_method' });

    expect(await createIntent(serverC, 'restart@example.com', 'key-restart')).toBe(unpaid);
    expect(await confirm(serverC, unpaid)).toEqual({ status: 'succeeded' });
    expect((await verify(serverC, 'restart@example.com', unpaid)).json()).toMatchObject({ creditsLeft: 25 });
    expect((await verify(serverC, 'restart-paid@example.com', paid)).json()).toMatchObject({ creditsLeft: 25 });
    const [buyer] = await databaseC.db.select().from(users).where(eq(users.email, 'restart@example.com'));
    expect(buyer.credits).toBe(25);
  }, 60_000);
});

/**
 * Two servers behind a load balancer, on one PostgreSQL database and one Redis (issue 15): real
 * processes, started together on a new database, answering real HTTP. Runs when DATABASE_URL and
 * REDIS_URL are both set (CI sets them); elsewhere it says why it is skipped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const ADMIN_PASSWORD = 'cluster-admin-pass-123';
/** The Redis database number this suite empties and uses (the other tests use their own key prefixes). */
const CLUSTER_REDIS_DB = 15;

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * An AI model that refuses every request at once (HTTP 400, not retried): each analysis falls back
 * to the offline coach and gives its free use back, so only the new-session budget limits an address.
 */
let refusingModelUrl = '';
const refusingModel = http.createServer((request, response) => {
  request.resume();
  response.writeHead(400, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { message: 'refused by the test model', type: 'invalid_request_error' } }));
});

async function startServer(name: string, databaseUrl: string, redisUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production without Stripe keys takes no payments unless test mode is asked for.
      PAYMENTS_TEST_MODE: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '300',
      SHUTDOWN_TIMEOUT_MS: '10000',
      OPENAI_COMPATIBLE_BASE_URL: refusingModelUrl,
      // The tests stand for several clients with X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: Server = { name, url: `http://127.0.0.1:${port}`, child, exited, output };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${server.url}/api/ready`).catch(() => null);
    if (ready?.status === 200) return server;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server ${name} did not become ready:\n${output.join('').slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const json = (url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(url, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

describe.skipIf(!DATABASE_URL || !REDIS_URL)('two servers on one PostgreSQL database and one Redis', () => {
  let admin: pg.Client;
  let databaseName: string;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    // A new database of its own: the servers migrate it as they would a new deployment.
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    databaseName = `cluster_${crypto.randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${databaseName}`);
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    // A Redis database of this suite's own, emptied: counters of an earlier run (same address,
    // same usernames) must not count.
    const redisUrl = new URL(REDIS_URL!);
    redisUrl.pathname = `/${CLUSTER_REDIS_DB}`;
    const redis = new Redis(redisUrl.toString());
    await redis.flushdb();
    redis.disconnect();
    const modelPort = await freePort();
    await new Promise<void>((resolve) => refusingModel.listen(modelPort, '127.0.0.1', resolve));
    refusingModelUrl = `http://127.0.0.1:${modelPort}/v1`;
    // Started together: one migrates and seeds under the advisory lock, the other waits.
    [a, b] = await Promise.all([
      startServer('A', url.toString(), redisUrl.toString()),
      startServer('B', url.toString(), redisUrl.toString()),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await admin?.query(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
    refusingModel.close();
  });

  it('both start on a new database at once: one migrated and seeded it, neither failed', async () => {
    for (const server of [a, b]) {
      const ready = await (await fetch(`${server.url}/api/ready`)).json();
      expect(ready).toEqual({ ready: true, db: 'ok', migrations: 'applied', draining: false });
    }
    const faqs = await (await fetch(`${b.url}/api/faqs`)).json();
    expect(Object.values(faqs).flat().length).toBeGreaterThan(0);
  });

  it('refuses on B the free trial used on A', async () => {
    const prompt = { prompt: 'You are a baker. Write a welcome email for new customers.', model: 'offline-coach' };
    const onA = await json(`${a.url}/api/prompts/gemini-coach`, { body: prompt });
    expect(onA.status).toBe(200);
    const onB = await json(`${b.url}/api/prompts/gemini-coach`, { body: prompt });
    expect(onB.status).toBe(429);
    expect((await onB.json()).message).toBe('You have already used your free prompt analysis.');
  });

  it('shows on B, within a second, what an administrator wrote on A', async () => {
    const login = await json(`${a.url}/api/auth/admin/login`, {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // B caches its public reads: read once so the answer is cached before the write.
    await fetch(`${b.url}/api/faqs?category=lab`);
    const question = `Cluster question ${crypto.randomUUID()}?`;
    const created = await json(`${a.url}/api/faqs`, {
      body: { question, answer: 'Yes.', category: 'lab' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status).toBe(201);
    const written = Date.now();
    let seenAfterMs: number | null = null;
    while (Date.now() - written < 1_000) {
      const lab = (await (await fetch(`${b.url}/api/faqs?category=lab`)).json()) as {
        lab: Array<{ question: string }>;
      };
      if (lab.lab.some((f) => f.question === question)) {
        seenAfterMs = Date.now() - written;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfterMs, 'B still answered without the FAQ a second after A wrote it').not.toBeNull();
  });

  it('completes on B a test-mode payment started on A', async () => {
    const email = `buyer-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const intent = (await (await json(`${a.url}/api/payments/create-payment-intent`, { body: { email } })).json()) as {
      clientSecret: string;
    };
    const confirm = await json(`${b.url}/api/payments/test-mode/confirm`, {
      body: { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect((await confirm.json()).status).toBe('succeeded');
    const verify = await json(`${a.url}/api/users/verify-payment`, {
      body: { email, clientSecret: intent.clientSecret },
    });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ verified: true, hasPaid: true, creditsLeft: 25 });
  });

  it('trips one login throttle with 8 failed sign-ins spread over A and B', async () => {
    const attempt = (server: Server) =>
      json(`${server.url}/api/auth/admin/login`, {
        body: { username: 'cluster-guess', password: 'wrong-password-1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(8).fill(401));
    // The ninth, on either server, is refused by the shared throttle.
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  }, 60_000);

  it("allows one address's coach-session budget in total over A and B, not on each", async () => {
    // A model that fails gives the free use back, so each request from one address makes a new
    // session; 10 an hour per address (the default), counted in Redis across both servers.
    const headers = { 'x-forwarded-for': '203.0.113.31' };
    const prompt = { prompt: 'You are a florist. Write a short note thanking a customer for an order.' };
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++)
      statuses.push(
        (await json(`${(i % 2 === 0 ? a : b).url}/api/prompts/gemini-coach`, { body: prompt, headers })).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(6).fill(429));
    const refused = await json(`${b.url}/api/prompts/gemini-coach`, { body: prompt, headers });
    expect((await refused.json()).message).toMatch(/session/i);
    // Another address still has its own budget.
    const other = await json(`${a.url}/api/prompts/gemini-coach`, {
      body: prompt,
      headers: { 'x-forwarded-for': '203.0.113.32' },
    });
    expect(other.status).toBe(200);
  }, 120_000);

  it('drops no request when A is sent SIGTERM under steady load', async () => {
    const statuses: number[] = [];
    const answeredBy = { A: 0, B: 0 };
    let stop = false;
    // A load balancer's view: round robin, and a request that found no server (refused, or a
    // connection closed before any answer) goes to the other one.
    const send = async (first: Server, second: Server) => {
      for (const server of [first, second]) {
        try {
          const res = await fetch(`${server.url}/api/prompts?page=1&limit=12`);
          await res.arrayBuffer();
          statuses.push(res.status);
          answeredBy[server.name as 'A' | 'B'] += 1;
          return;
        } catch {
          // Not answered: try the other server.
        }
      }
      statuses.push(0);
    };
    const worker = async (offset: number) => {
      for (let i = offset; !stop; i++) await (i % 2 === 0 ? send(a, b) : send(b, a));
    };
    const workers = Array.from({ length: 8 }, (_, i) => worker(i));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const beforeSigterm = statuses.length;
    a.child.kill('SIGTERM');
    const code = await a.exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await Promise.all(workers);
    expect(code).toBe(0);
    expect(beforeSigterm).toBeGreaterThan(0);
    expect(answeredBy.A).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(beforeSigterm);
    expect(statuses.filter((s) => s < 200 || s >= 300)).toEqual([]);
    expect(a.output.join('')).toContain('"msg":"stopped"');
  }, 60_000);
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app.js';
import { captureLogs } from '../../../test/log-capture.js';
import type { AppDb } from '../../db/client.js';
import { adminAudit } from '../../db/schema/index.js';
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_PAIR } from './login-throttle.js';
import { UNKNOWN_USERNAME } from './admin-auth-service.js';

const PASSWORD = 'correct horse battery';
const WRONG = 'not the password!';
const logs = captureLogs();
let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ logger: logs.logger }));
  for (const name of ['admin', 'boss', 'chief', 'owner', 'keeper']) await app.adminAuth.setPassword(name, PASSWORD);
});
afterAll(async () => app.close());

const login = (username: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { username, password }, remoteAddress: ip });
const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode);
const burst = (size: number, ip: string, username: string, rightAt = -1) =>
  Promise.all(Array.from({ length: size }, (_, i) => login(username, i === rightAt ? PASSWORD : WRONG, ip)));

describe('admin sign-in throttle', () => {
  it("an attacker's failures lock only the attacker's address, never the username for other addresses", async () => {
    const attack = await burst(MAX_FAILURES_PER_PAIR + 4, '10.20.0.1', 'admin');
    expect(statuses(attack).filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await login('admin', WRONG, '10.20.0.1')).statusCode).toBe(429);
    // The right password from the locked address is refused too: that address has failed.
    expect((await login('admin', PASSWORD, '10.20.0.1')).statusCode).toBe(429);
    const clean = await login('admin', PASSWORD, '10.20.0.2');
    expect(clean.statusCode).toBe(200);
    expect(clean.json().token).toBeTruthy();
  });

  it('accepts the right password from a clean address while the username is attacked from many addresses', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `10.21.0.${i + 1}`);
    await Promise.all(addresses.map((ip) => burst(MAX_FAILURES_PER_PAIR, ip, 'boss')));
    expect((await login('boss', PASSWORD, '10.21.1.1')).statusCode).toBe(200);
  });

  it('checks at most the limit of a burst of concurrent wrong passwords', async () => {
    const results = statuses(await burst(50, '10.22.0.1', 'chief'));
    expect(results.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(results.filter((s) => s === 429)).toHaveLength(50 - MAX_FAILURES_PER_PAIR);
  });

  it('refuses the right password once a concurrent burst has used up the limit', async () => {
    const results = await burst(40, '10.23.0.1', 'owner', 35);
    expect(results[35].statusCode).toBe(429);
    expect(results.every((r) => r.json().token === undefined)).toBe(true);
    expect(statuses(results).filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_FAILURES_PER_PAIR);
  });

  it('bounds one address across many usernames', async () => {
    const names = Array.from({ length: MAX_FAILURES_PER_ADDRESS + 5 }, (_, i) => `user${i}`);
    const results = statuses(await Promise.all(names.map((name) => login(name, WRONG, '10.24.0.1'))));
    expect(results.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_ADDRESS);
    expect((await login('keeper', PASSWORD, '10.24.0.1')).statusCode).toBe(429);
    expect((await login('keeper', PASSWORD, '10.24.0.2')).statusCode).toBe(200);
  });

  it('a success from an address clears its count', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++)
      expect((await login('keeper', WRONG, '10.25.0.1')).statusCode).toBe(401);
    expect((await login('keeper', PASSWORD, '10.25.0.1')).statusCode).toBe(200);
    expect((await login('keeper', WRONG, '10.25.0.1')).statusCode).toBe(401);
  }, 30_000);
});

describe('failed sign-ins are recorded', () => {
  const failedAs = (username: string) =>
    db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.username, username), eq(adminAudit.action, 'login.failed')));

  it('writes an audit row (the administrator, 401 then one 429 per lock) and a warning without password or address', async () => {
    await app.adminAuth.setPassword('warden', PASSWORD);
    await burst(MAX_FAILURES_PER_PAIR + 3, '10.26.0.77', 'Warden');
    const rows = await failedAs('warden');
    expect(rows.filter((r) => r.statusCode === 401)).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(rows.filter((r) => r.statusCode === 429)).toHaveLength(1);
    expect(rows.every((r) => r.path === '/api/auth/admin/login')).toBe(true);

    const warnings = logs.entries().filter((e) => e.msg === 'admin sign-in failed' && e.username === 'warden');
    expect(warnings).toHaveLength(MAX_FAILURES_PER_PAIR + 1);
    expect(warnings.every((w) => w.level === 40 && typeof w.client === 'string')).toBe(true);
    expect(logs.text()).not.toContain('10.26.0.77');
    expect(logs.text()).not.toContain(WRONG);
    expect(logs.text()).not.toContain(PASSWORD);
  });

  it('a name that is no administrator (a password typed in the wrong field) is recorded as (unknown), in the audit and the log', async () => {
    const typed = 'MySecretPassw0rd!';
    const before = (await failedAs(UNKNOWN_USERNAME)).length;
    for (const address of ['10.28.0.1', '10.28.0.2']) expect((await login(typed, WRONG, address)).statusCode).toBe(401);
    await burst(MAX_FAILURES_PER_PAIR + 1, '10.28.0.3', typed);
    expect((await failedAs(UNKNOWN_USERNAME)).length).toBe(before + 2 + MAX_FAILURES_PER_PAIR + 1);
    const everything = JSON.stringify(await db.select().from(adminAudit)).toLowerCase();
    expect(everything).not.toContain(typed.toLowerCase());
    expect(logs.text().toLowerCase()).not.toContain(typed.toLowerCase());
  });

  it('the audit log lists failed sign-ins to administrators', async () => {
    const { token } = (await login('admin', PASSWORD, '10.27.0.1')).json();
    const entries = (
      await app.inject({ url: '/api/admin/audit', headers: { authorization: `Bearer ${token}` } })
    ).json().entries;
    expect(entries).toContainEqual(
      expect.objectContaining({ username: 'warden', action: 'login.failed', statusCode: 401 }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ username: UNKNOWN_USERNAME, action: 'login.failed', statusCode: 401 }),
    );
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type * as Argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { createTestApp } from '../../../test/test-app.js';
import { createUserWithToken } from '../../../test/factories.js';
import { DUMMY_ACCESS_CODE_HASH, hashAccessCode } from './user-auth.js';

/**
 * Issue 27 L-2: an unknown email answered in 3-12 ms and a customer's in ~27 ms (argon2 ran only
 * for accounts with a code), so customers could be listed. Every check now runs argon2 once.
 */
vi.mock('@node-rs/argon2', async (original) => {
  const argon2 = await original<typeof Argon2>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

let app: FastifyInstance;
let customerEmail: string;
let registeredEmail: string;
beforeAll(async () => {
  let db;
  ({ app, db } = await createTestApp());
  customerEmail = (await createUserWithToken(db, { accessCodeHash: await hashAccessCode('K7QM-3XWP-9D') })).user.email;
  // A row from POST /users/create: an email without a code, not yet an account.
  registeredEmail = (await createUserWithToken(db)).user.email;
});
afterAll(async () => app.close());
beforeEach(() => {
  vi.mocked(verify).mockClear();
});

const check = (url: string, email: string) =>
  app.inject({ method: 'POST', url, payload: { email, accessCode: 'AAAA-BBBB-CC' } });

describe('an access-code check does the same work whether or not the email is a customer', () => {
  for (const url of ['/api/users/verify-access', '/api/users/verify']) {
    it(`${url}: one argon2 verification for an unknown email, an email without a code and a customer`, async () => {
      const answers = [];
      for (const email of ['nobody-here@example.com', registeredEmail, customerEmail]) {
        const res = await check(url, email);
        answers.push([res.statusCode, res.body]);
      }
      expect(vi.mocked(verify).mock.calls.map(([hash]) => hash === DUMMY_ACCESS_CODE_HASH)).toEqual([
        true,
        true,
        false,
      ]);
      // And the same answer for each.
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    });
  }
});

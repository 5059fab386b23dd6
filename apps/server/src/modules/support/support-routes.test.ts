import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import { supportMessages } from '../../db/schema/index.js';
import type { AppDb } from '../../db/client.js';

const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  subject: 'Certificate',
  message: 'How do I download it?',
};

let app: FastifyInstance;
let db: AppDb;
beforeAll(async () => ({ app, db } = await createTestApp()));
afterAll(async () => app.close());

const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/support', payload: payload as object });

describe('POST /api/support', () => {
  it('stores a valid message for the support inbox', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // A fresh site makes no reply-time promise until an administrator sets one (decision 0022).
    expect(body.message).toBe("Message Sent! We'll get back to you as soon as we can.");
    const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, body.id));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Certificate',
      status: 'new',
    });
  });

  it.each(['name', 'email', 'subject', 'message'])('rejects a missing or blank %s, naming it', async (field) => {
    for (const payload of [
      { ...valid, [field]: undefined },
      { ...valid, [field]: '   ' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.statusCode).toBe(400);
      expect(body.errors).toEqual([expect.objectContaining({ field })]);
      expect(body.message).toContain(field);
    }
  });

  it('rejects a malformed email address', async () => {
    const res = await post({ ...valid, email: 'ada-at-example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
  });

  it('rejects a message over the field limit and a body over the size limit', async () => {
    const long = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toEqual({ field: 'message', message: 'Message must be at most 5000 characters' });

    const huge = await post({ ...valid, message: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large', statusCode: 413 });
  });

  it('limits how many messages one address can send per minute', async () => {
    const limited = await createTestApp({ limits: { supportPerMinute: 2 } });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/support', payload: valid });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/rate limit/i);
    } finally {
      await limited.app.close();
    }
  });
});

describe('the support inbox (admin)', () => {
  it('lists messages newest first with the unread count, and marks them read', async () => {
    const { adminToken } = await import('../../../test/factories.js');
    const token = await adminToken(app);
    const auth = { authorization: `Bearer ${token}` };
    expect((await app.inject({ url: '/api/support' })).statusCode).toBe(401);
    await post({ ...valid, subject: 'Newest' });
    const inbox = (await app.inject({ url: '/api/support', headers: auth })).json();
    expect(inbox.messages[0]).toMatchObject({ subject: 'Newest', status: 'new', email: 'ada@example.com' });
    const before = inbox.unread;
    const read = await app.inject({
      method: 'PUT',
      url: `/api/support/${inbox.messages[0].id}`,
      headers: auth,
      payload: { status: 'read' },
    });
    expect(read.json().status).toBe('read');
    expect((await app.inject({ url: '/api/support', headers: auth })).json().unread).toBe(before - 1);
  });
});

import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.js';
import { captureLogs } from '../../test/log-capture.js';
import { accessCodeIn } from '../../test/mailbox.js';
import type { AppDb } from '../db/client.js';
import { outboxEmails } from '../db/schema/index.js';
import { ACCESS_CODE_REMOVED, OUTBOX_SECRET_MS, createMailer } from './mail.js';

const CODE = 'K7QM-3XWP-9D';
const later = (ms: number) => new Date(Date.now() + ms);
const logs = captureLogs();
let app: FastifyInstance;
let db: AppDb;
const sent: Array<{ to: string; text: string }> = [];
let smtpApp: FastifyInstance;
let smtpDb: AppDb;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ logger: logs.logger }));
  ({ app: smtpApp, db: smtpDb } = await createTestApp({
    logger: logs.logger,
    mailTransport: { sendMail: async (mail: { to: string; text: string }) => sent.push(mail) } as never,
  }));
});
afterAll(async () => Promise.all([app.close(), smtpApp.close()]));

const mailTo = async (to: string, database: AppDb = db) =>
  (await database.select().from(outboxEmails).where(eq(outboxEmails.to, to)))[0];

async function pay(target: FastifyInstance, email: string) {
  const post = (url: string, payload: object) => target.inject({ method: 'POST', url, payload });
  const intent = (await post('/api/payments/create-payment-intent', { email })).json();
  await post('/api/payments/test-mode/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  });
  await post('/api/users/verify-payment', { email, clientSecret: intent.clientSecret });
}

describe('the mail outbox without SMTP', () => {
  it('keeps the access code for the operator for a short time only, then the text without it', async () => {
    await pay(app, 'outbox-buyer@example.com');
    const code = accessCodeIn((await mailTo('outbox-buyer@example.com')).text);

    await app.housekeeping.idle(); // the round started when the app became ready
    await app.housekeeping.runAll(later(OUTBOX_SECRET_MS / 2));
    expect((await mailTo('outbox-buyer@example.com')).text).toContain(code);

    await app.housekeeping.runAll(later(OUTBOX_SECRET_MS + 60_000));
    const mail = await mailTo('outbox-buyer@example.com');
    expect(mail.text).not.toContain(code);
    expect(mail.text).toContain(`Your access code: ${ACCESS_CODE_REMOVED}`);
    expect(JSON.stringify(mail.meta ?? {})).not.toContain(code);
  });

  it('drops the code when its time is up, without waiting for the periodic cleanup', async () => {
    const mailer = createMailer(db, { from: 'x@example.com', log: app.log });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await mailer.send({
        to: 'timed@example.com',
        subject: 'Code',
        text: `Your access code: ${CODE}`,
        secrets: [CODE],
      });
      vi.advanceTimersByTime(OUTBOX_SECRET_MS - 1000);
      expect((await mailTo('timed@example.com')).text).toContain(CODE);
      vi.advanceTimersByTime(1000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () =>
      expect((await mailTo('timed@example.com')).text).toBe(`Your access code: ${ACCESS_CODE_REMOVED}`),
    );
  });

  it('also clears codes written before they were marked', async () => {
    await db.insert(outboxEmails).values({
      to: 'legacy@example.com',
      subject: 'Code',
      text: `Your access code: ${CODE}\nThanks`,
      createdAt: later(-OUTBOX_SECRET_MS - 1000),
    });
    const mailer = createMailer(db, { from: 'x@example.com', log: app.log });
    expect(await mailer.purgeSecrets(new Date())).toBeGreaterThan(0);
    expect((await mailTo('legacy@example.com')).text).toBe(`Your access code: ${ACCESS_CODE_REMOVED}\nThanks`);
  });

  it('never logs the recipient', async () => {
    expect(logs.text()).toContain('mail kept in the outbox table');
    expect(logs.text()).not.toContain('outbox-buyer@example.com');
  });
});

describe('the mail outbox with SMTP', () => {
  it('sends the code and keeps only the text without it', async () => {
    await pay(smtpApp, 'smtp-buyer@example.com');
    const code = accessCodeIn(sent.find((m) => m.to === 'smtp-buyer@example.com')!.text);
    const mail = await mailTo('smtp-buyer@example.com', smtpDb);
    expect(mail.sentAt).toBeInstanceOf(Date);
    expect(mail.text).not.toContain(code);
    expect(mail.text).toContain(`Your access code: ${ACCESS_CODE_REMOVED}`);
    expect(JSON.stringify(mail.meta ?? {})).not.toContain(code);
  });

  it('a mail that could not be sent keeps its code until its time is up, and the failure log names no one', async () => {
    const failing = createMailer(db, {
      from: 'x@example.com',
      log: app.log,
      transport: {
        sendMail: async () => Promise.reject(new Error('connection refused for failing@example.com')),
      } as never,
    });
    await failing.send({
      to: 'failing@example.com',
      subject: 'Code',
      text: `Your access code: ${CODE}`,
      secrets: [CODE],
    });
    expect((await mailTo('failing@example.com')).sentAt).toBeNull();
    expect((await mailTo('failing@example.com')).text).toContain(CODE);
    await failing.purgeSecrets(later(OUTBOX_SECRET_MS + 1000));
    expect((await mailTo('failing@example.com')).text).toBe(`Your access code: ${ACCESS_CODE_REMOVED}`);
    expect(logs.text()).toContain('mail could not be sent');
    expect(logs.text()).not.toContain('failing@example.com');
  });
});

/** A minimal SMTP server on loopback: accepts every mail and keeps its raw text. */
async function startFakeSmtp() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | null = null;
    let buffered = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('SMTP_URL', () => {
  it('sends through that SMTP server (nodemailer, loaded with the first mail)', async () => {
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer(db, { smtpUrl: smtp.url, from: 'school@example.com', log: app.log });
      await mailer.send({
        to: 'smtp-url@example.com',
        subject: 'Code',
        text: `Your access code: ${CODE}`,
        secrets: [CODE],
      });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: smtp-url@example.com');
      expect(smtp.received[0]).toContain(CODE);
      const mail = await mailTo('smtp-url@example.com');
      expect(mail.sentAt).toBeInstanceOf(Date);
      expect(mail.text).toBe(`Your access code: ${ACCESS_CODE_REMOVED}`);
    } finally {
      await smtp.close();
    }
  });
});

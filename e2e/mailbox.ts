import net from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** An access code as the server writes it, e.g. 'K7QM-3XWP-9D'. */
const ACCESS_CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}/;

/** A mail's body as written: quoted-printable soft breaks and escapes undone (nodemailer's default for long lines). */
const decoded = (data: string) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A local SMTP server for a spec's own site (SMTP_URL): access codes are only ever mailed
 * (decision 0020), so a spec reads them where the owner would, in the mailbox.
 */
export function useMailbox() {
  const mails: Array<{ to: string; text: string }> = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let to = '';
    let inData = false;
    socket.write('220 mailbox ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ to, text: decoded(buffer.slice(0, end)) });
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 mailbox\r\n');
        else if (verb === 'RCPT') {
          to = /<([^>]*)>/.exec(line)?.[1].toLowerCase() ?? '';
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    /** SMTP_URL for the site. */
    url: () => `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    /** The access code of the latest mail to the address that has one, once it has arrived. */
    async accessCodeFor(email: string): Promise<string> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const codes = mails.filter((m) => m.to === email.toLowerCase()).map((m) => ACCESS_CODE.exec(m.text)?.[0]);
        const code = codes.filter(Boolean).at(-1);
        if (code) return code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no access code mailed to ${email}`);
    },
  };
}

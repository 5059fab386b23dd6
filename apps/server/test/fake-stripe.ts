import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: string;
  receipt_email: string | null;
  last_payment_error: { message: string } | null;
}

/** A local stand-in for the Stripe API: PaymentIntents create (idempotent) and retrieve. */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, string>();
  const created: Array<{ body: URLSearchParams; idempotencyKey?: string; auth?: string }> = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const body = new URLSearchParams(raw);
        const key = req.headers['idempotency-key'] as string | undefined;
        created.push({ body, idempotencyKey: key, auth: req.headers.authorization });
        if (key && byKey.has(key)) return send(200, intents.get(byKey.get(key)!));
        const id = `pi_fake_${++n}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          amount_received: 0,
          currency: body.get('currency')!,
          client_secret: `${id}_secret_abc`,
          status: 'requires_payment_method',
          receipt_email: body.get('receipt_email'),
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (key) byKey.set(key, id);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && match && intents.has(match[1])) return send(200, intents.get(match[1]));
      return send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    created,
    intent: (id: string) => intents.get(id)!,
    succeed(id: string) {
      const intent = intents.get(id)!;
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    },
    decline(id: string) {
      Object.assign(intents.get(id)!, {
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      });
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

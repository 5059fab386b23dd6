// The ceiling for the read benchmarks: a bare Fastify server in its own process, like the site,
// answering every GET with {ok:true} (so the same URLs work), no plugins, no logging.
// PUT /__answer?path=P with { headers, body (base64) } makes GET P answer those exact bytes instead:
// the ceiling for a big answer, with the same headers and bytes on the wire.
import Fastify from 'fastify';

const answers = new Map();
const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
app.put('/__answer', async (request) => {
  const { headers, body } = request.body;
  answers.set(request.query.path, { headers, body: Buffer.from(body, 'base64') });
  return { ok: true };
});
app.get('/*', async (request, reply) => {
  const answer = answers.get(request.url);
  if (answer === undefined) return { ok: true };
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

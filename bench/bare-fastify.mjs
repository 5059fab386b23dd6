// The ceiling for the read benchmarks: a bare Fastify server in its own process, like the site,
// answering every GET with {ok:true} (so the same URLs work), no plugins, no logging.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/*', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

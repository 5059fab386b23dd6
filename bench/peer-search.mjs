// A reference engine for ranked prefix search (issue 33): MiniSearch or Orama (PEER_ENGINE), in a
// process of its own like the site, over the same active prompts (PEER_DOCS: a JSON file the bench
// wrote from the site's database), answering the gallery's URLs with the same shape:
//   GET /api/prompts?search=..&category=..&businessType=..&page=..&limit=..
// Prefix matching, every word required, title weighted above tags and description above the prompt
// text, filters, pages of full prompts, at most 500 ranked (as the gallery); gzip level 1 when the
// client takes it (the site sends gzip from prepared pieces or brotli 1). Loads before it listens.
import fs from 'node:fs';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import MiniSearch from 'minisearch';
import { create, insertMultiple, search } from '@orama/orama';

const RANKED_LIMIT = 500;
const docs = JSON.parse(fs.readFileSync(process.env.PEER_DOCS, 'utf8'));
const engines = [process.env.PEER_ENGINE ?? 'minisearch'];
const started = performance.now();

const mini = engines.includes('minisearch')
  ? new MiniSearch({
      idField: 'i',
      fields: ['title', 'tags', 'description', 'promptText'],
      storeFields: [],
      searchOptions: { prefix: true, combineWith: 'AND', boost: { title: 4, tags: 2, description: 2 } },
    })
  : null;
mini?.addAll(
  docs.map((d, i) => ({
    i,
    title: d.title,
    tags: d.tags.join(' '),
    description: d.description,
    promptText: d.promptText,
  })),
);
const loadedMini = performance.now();

let orama = null;
if (engines.includes('orama')) {
  orama = create({
    schema: {
      title: 'string',
      tags: 'string',
      description: 'string',
      promptText: 'string',
      category: 'enum',
      businessTypes: 'enum[]',
      i: 'number',
    },
  });
  await insertMultiple(
    orama,
    docs.map((d, i) => ({
      id: String(i),
      i,
      title: d.title,
      tags: d.tags.join(' '),
      description: d.description,
      promptText: d.promptText,
      category: d.category,
      businessTypes: d.businessTypes,
    })),
    2_000,
  );
}
const loadedOrama = performance.now();
console.log(
  `peers loaded ${docs.length} prompts: MiniSearch ${((loadedMini - started) / 1000).toFixed(1)} s, ` +
    `Orama ${((loadedOrama - loadedMini) / 1000).toFixed(1)} s, RSS ${Math.round(process.memoryUsage.rss() / 2 ** 20)} MB`,
);

const paramsOf = (query) => ({
  term: String(query.search ?? ''),
  category: query.category,
  businessType: query.businessType,
  page: Math.max(1, Number(query.page ?? 1)),
  limit: Math.min(100, Math.max(1, Number(query.limit ?? 12))),
});

function send(request, reply, prompts, total, { page, limit }) {
  const totalCount = Math.min(total, RANKED_LIMIT);
  const json = JSON.stringify({
    prompts,
    pagination: { page, limit, totalCount, totalPages: Math.ceil(totalCount / limit) },
  });
  reply.header('content-type', 'application/json; charset=utf-8');
  if (json.length >= 1024 && /gzip/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(json, { level: 1 }));
  }
  return reply.send(json);
}

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
if (mini)
  app.get('/api/prompts', async (request, reply) => {
    const p = paramsOf(request.query);
    const filter =
      p.category || p.businessType
        ? (result) => {
            const d = docs[result.id];
            return (
              (!p.category || d.category === p.category) &&
              (!p.businessType || d.businessTypes.includes(p.businessType))
            );
          }
        : undefined;
    const results = mini.search(p.term, filter ? { filter } : undefined);
    const start = (p.page - 1) * p.limit;
    const page = start < RANKED_LIMIT ? results.slice(start, Math.min(start + p.limit, RANKED_LIMIT)) : [];
    return send(
      request,
      reply,
      page.map((r) => docs[r.id]),
      results.length,
      p,
    );
  });
if (orama)
  app.get('/api/prompts', async (request, reply) => {
    const p = paramsOf(request.query);
    const where = {};
    if (p.category) where.category = { eq: p.category };
    if (p.businessType) where.businessTypes = { containsAny: [p.businessType] };
    const start = (p.page - 1) * p.limit;
    const result = await search(orama, {
      term: p.term,
      properties: ['title', 'tags', 'description', 'promptText'],
      boost: { title: 4, tags: 2, description: 2 },
      threshold: 0,
      where: Object.keys(where).length > 0 ? where : undefined,
      limit: start < RANKED_LIMIT ? Math.min(p.limit, RANKED_LIMIT - start) : 0,
      offset: start,
    });
    return send(
      request,
      reply,
      result.hits.map((hit) => docs[hit.document.i]),
      result.count,
      p,
    );
  });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

import pg from 'pg';
import { EnglishVectors, englishTokens } from './src/lib/english-tsvector.ts';
import { promptSeedRows } from './src/db/seed/prompt-seed.ts';
const c = new pg.Client('postgres://postgres@127.0.0.1:5432/test'); await c.connect();
const rows = promptSeedRows();
const fieldsOf = (r: any) => [{ text: r.title, weight: 'A' }, { text: (r.tags ?? []).join(' '), weight: 'B' }, { text: r.description, weight: 'B' }, { text: r.promptText, weight: 'C' }] as any;
const lexize = async (v: EnglishVectors) => { const list = v.unknownWords(); const lx = await c.query(`select ts_lexize('english_stem', w) l from unnest($1::text[]) with ordinality u(w, n) order by n`, [list]); v.learn(list, lx.rows.map((r: any) => r.l.length ? r.l[0] : null)); return list.length; };
const v = new EnglishVectors();
const toks = rows.map((r) => v.tokens(fieldsOf(r)));
console.log('words', await lexize(v));
let eligible = 0, bad = 0; const inel: string[] = [];
for (const [k, r] of rows.entries()) {
  if (!toks[k]) { for (const f of fieldsOf(r)) if (englishTokens(f.text) === null) { inel.push(f.text.split(/\s+/).filter((ch: string) => englishTokens(ch) === null).slice(0, 3).join(' ')); break; } continue; }
  const mine = v.vector(toks[k]!)!;
  eligible++;
  const pgv = (await c.query(`select (setweight(to_tsvector('english', coalesce($1, '')), 'A') || setweight(to_tsvector('english', array_to_string($2::text[], ' ')), 'B') || setweight(to_tsvector('english', coalesce($3, '')), 'B') || setweight(to_tsvector('english', coalesce($4, '')), 'C'))::text v`, [r.title, r.tags ?? [], r.description, r.promptText])).rows[0];
  if (pgv.v !== mine) { if (bad++ < 3) console.log('MISMATCH', r.title, '\n', pgv.v.slice(0, 300), '\n', mine.slice(0, 300)); }
}
console.log('eligible', eligible, 'of', rows.length, 'mismatches', bad);
console.log(inel);
const big = Array.from({ length: 10000 }, (_, i) => { const r = rows[i % rows.length]; return { ...r, title: `${r.title} #${i + 1}` }; });
const v2 = new EnglishVectors();
let t = performance.now(); const tk = big.map((r) => v2.tokens(fieldsOf(r))); console.log('tokens pass ms', Math.round(performance.now() - t));
t = performance.now(); await lexize(v2); console.log('lexize ms', Math.round(performance.now() - t));
t = performance.now(); let n = 0; for (const x of tk) if (x) n += v2.vector(x)!.length; console.log('vector pass ms', Math.round(performance.now() - t), n);
await c.end();

import pg from 'pg';
import { englishTokens } from './src/lib/english-tsvector.ts';
const c = new pg.Client('postgres://postgres@127.0.0.1:5432/test'); await c.connect();
const atoms = ['/',' / ','&','&amp;','amp',';','#','+','+5','c','a','e','g','i','x','day','The','follow','B2B','3rd','5x','1e5','10am','E','am','pm','s','5','30','000','14','0','.','.','.','-','-','-',':',',',"'",'(',')','$','_','+','..','...','--','e.g.','i.e.','!','?','"','*','#','%','=','|','`','^',';','[',']','{','}','<','>',' ',' ','\n','\t','step','by','up','v2','x1','2y'];
let seed = Number(process.argv[2] ?? 1);
const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const N = Number(process.argv[3] ?? 20000);
const samples: string[] = [];
for (let k = 0; k < N; k++) { const n = 1 + Math.floor(rnd() * 7); let s = ''; for (let j = 0; j < n; j++) s += atoms[Math.floor(rnd() * atoms.length)]; samples.push(s); }
const eligible = samples.filter((s) => englishTokens(s) !== null);
console.log('eligible', eligible.length, 'of', samples.length);
let bad = 0;
for (let i = 0; i < eligible.length; i += 2000) {
  const batch = eligible.slice(i, i + 2000);
  const r = await c.query(`select n, coalesce((select string_agg(lower(token) || case when alias in ('asciiword','asciihword','hword_asciipart') then '/s' else '/k' end, ' ') from ts_debug('english', s) where alias <> 'blank'), '') t from unnest($1::text[]) with ordinality as u(s, n) order by n`, [batch]);
  for (const row of r.rows) {
    const s = batch[row.n - 1];
    const mine = englishTokens(s)!.map((t) => `${t.text}/${t.stem ? 's' : 'k'}`).join(' ');
    if (mine !== row.t) { if (bad++ < 40) console.log(JSON.stringify(s), '| pg:', row.t, '| js:', mine); }
  }
}
console.log('mismatches', bad);
await c.end();

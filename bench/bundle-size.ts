/**
 * Gzipped JavaScript that the first view of each public route loads: every module its prerendered
 * HTML names. The build holds them back until the first paint (scripts/defer-scripts.mjs): the
 * page's module script lists them (its modulepreload links and its imports) rather than tags.
 * Run after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const client = path.resolve(import.meta.dirname, '../apps/web/build/client');
const routes = ['/', '/prompt-school', '/prompt-coach', '/prompt-gallery', '/prompt-lab', '/pricing'];

function htmlFor(route: string): string {
  return fs.readFileSync(path.join(client, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
}

/** Every script of the build the page names: in a tag, an import or the list of modules to preload. */
function scriptsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]));
}

export function measureBundles() {
  if (!fs.existsSync(client)) throw new Error('Build the web app first: npm run build');
  return routes.map((route) => {
    const files = [...scriptsOf(htmlFor(route))];
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const body = fs.readFileSync(path.join(client, file));
      raw += body.length;
      gzip += zlib.gzipSync(body, { level: 9 }).length;
    }
    return { route, files: files.length, rawKiB: +(raw / 1024).toFixed(1), gzipKiB: +(gzip / 1024).toFixed(1) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(measureBundles());
}

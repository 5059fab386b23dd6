/**
 * Gzipped JavaScript that the first view of each public route loads: the module scripts and
 * modulepreload links of its prerendered HTML. Run after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const client = path.resolve(import.meta.dirname, '../apps/web/build/client');
const routes = ['/', '/prompt-school', '/prompt-coach', '/prompt-gallery', '/prompt-lab', '/pricing'];

function htmlFor(route: string): string {
  return fs.readFileSync(path.join(client, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
}

function scriptsOf(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)) found.add(m[1]);
  // React Router imports the route modules from an inline module script.
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) found.add(m[1]);
  return found;
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

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface WebApp {
  root: string;
  /** Prerendered pages by route path, plus the SPA fallback for every other path. */
  pages: Map<string, string>;
  fallback: string;
  /** CSP hashes of the inline scripts the built pages carry. */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function htmlFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/** Reads the built web app once at start: the pages are small and served from memory. */
export function loadWebApp(root: string): WebApp | null {
  if (!fs.existsSync(path.join(root, 'index.html'))) return null;
  const pages = new Map<string, string>();
  const hashes = new Set<string>();
  let fallback: string | undefined;
  for (const file of htmlFiles(root)) {
    const html = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(match[1]).digest('base64')}'`);
    }
    if (file === '__spa-fallback.html') fallback = html;
    else if (file === 'index.html') pages.set('/', html);
    else if (file.endsWith('/index.html')) pages.set(`/${file.slice(0, -'/index.html'.length)}`, html);
  }
  return { root, pages, fallback: fallback ?? pages.get('/')!, scriptHashes: [...hashes] };
}

export async function registerWebApp(app: FastifyInstance, web: WebApp): Promise<void> {
  await app.register(fastifyStatic, {
    root: web.root,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}

export function pageFor(web: WebApp, urlPath: string): string {
  const clean = urlPath.split('?')[0].replace(/\/+$/, '') || '/';
  return web.pages.get(clean) ?? web.fallback;
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PUBLIC_ROUTES } from '@ai4n/shared';

export interface WebPage {
  html: string;
  /** When the page was built (its file's modification time). */
  builtAt: Date;
}

export interface WebApp {
  root: string;
  /** Prerendered pages by route path. */
  pages: Map<string, WebPage>;
  /** The SPA fallback: every other page of the app renders from it in the browser. */
  fallback: WebPage;
  /** CSP hashes of the inline scripts the built pages run, and of their inline styles (the site's CSS is inlined). */
  hashes: { scripts: string[]; styles: string[] };
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
const cspHash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** A script the browser runs (no type, a module, JavaScript), not a data block such as JSON-LD. */
const isExecutable = (attributes: string) => {
  const type = SCRIPT_TYPE.exec(attributes)?.[1].toLowerCase();
  return type === undefined || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
};

/** Files the server answers itself, never from the build folder; the compressed copies are sent in their file's place. */
const SERVED_BY_THE_SERVER = ['**/*.html', 'robots.txt', 'sitemap.xml', '**/*.br', '**/*.gz'];

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
  const pages = new Map<string, WebPage>();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let fallback: WebPage | undefined;
  for (const file of htmlFiles(root)) {
    const full = path.join(root, file);
    const page = { html: fs.readFileSync(full, 'utf8'), builtAt: fs.statSync(full).mtime };
    for (const match of page.html.matchAll(INLINE_SCRIPT)) if (isExecutable(match[1])) scripts.add(cspHash(match[2]));
    for (const match of page.html.matchAll(INLINE_STYLE)) styles.add(cspHash(match[1]));
    if (file === '__spa-fallback.html') fallback = page;
    else if (file === 'index.html') pages.set('/', page);
    else if (file.endsWith('/index.html')) pages.set(`/${file.slice(0, -'/index.html'.length)}`, page);
  }
  return {
    root,
    pages,
    fallback: fallback ?? pages.get('/')!,
    hashes: { scripts: [...scripts], styles: [...styles] },
  };
}

/**
 * The build's files. Each text file was compressed once, at build time, with brotli 11 and gzip 9
 * (scripts/precompress.mjs): the copy the request accepts is sent as it is (with Vary:
 * Accept-Encoding), and nothing here is compressed per request (x-no-compression turns
 * @fastify/compress off for these routes).
 */
export async function registerWebApp(app: FastifyInstance, web: WebApp): Promise<void> {
  await app.register(async (files) => {
    files.addHook('onRequest', async (request) => {
      request.headers['x-no-compression'] = 'precompressed';
    });
    await files.register(fastifyStatic, {
      root: web.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: SERVED_BY_THE_SERVER,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  });
}

/** The prerendered page of a public route (the fallback when the build has none). */
export const pageAt = (web: WebApp, routePath: string): WebPage => web.pages.get(routePath) ?? web.fallback;

const PUBLIC_PATHS = new Set<string>(PUBLIC_ROUTES.map((r) => r.path));
export const CERTIFICATE_PATH = /^\/certificates\/[^/]+$/;
const BUSINESS_TYPE_PATH = /^\/prompt-gallery\/for\/[^/]+$/;

/** The web app's routes (apps/web/app/routes.ts): the public pages, business types' pages, the admin console and certificates. */
export const isWebRoute = (urlPath: string) =>
  PUBLIC_PATHS.has(urlPath) ||
  urlPath === '/admin' ||
  CERTIFICATE_PATH.test(urlPath) ||
  BUSINESS_TYPE_PATH.test(urlPath);

/** A request for a file (an extension in the last segment, or anything under /assets), never for a page. */
export const isFileRequest = (urlPath: string) =>
  /\.[^./]+$/.test(urlPath) || urlPath === '/assets' || urlPath.startsWith('/assets/');

export const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

export const sendMissingFile = (reply: FastifyReply) =>
  reply.status(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * A GET or HEAD the router has no route for: a missing file gets a short 404, a route's path with
 * a trailing slash its one address, and any other path the app shell with 404 (the app shows its
 * "Page not found").
 */
export function sendWebNotFound(reply: FastifyReply, web: WebApp, url: string) {
  const urlPath = url.split('?')[0];
  if (isFileRequest(urlPath)) return sendMissingFile(reply);
  const trimmed = urlPath.replace(/\/+$/, '');
  if (trimmed !== urlPath && isWebRoute(trimmed)) return reply.redirect(trimmed + url.slice(urlPath.length), 301);
  return sendHtml(reply, 404, web.fallback.html);
}

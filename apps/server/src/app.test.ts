import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.js';

const inlineScript = 'window.__ctx = 1;';
const script = Buffer.from('console.log(1)'.repeat(200));
/** A file the build left without compressed copies. */
const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'pricing'));
  fs.writeFileSync(path.join(dist, 'index.html'), `<html><body>home<script>${inlineScript}</script></body></html>`);
  fs.writeFileSync(path.join(dist, 'pricing/index.html'), '<html><body>pricing page</body></html>');
  fs.writeFileSync(path.join(dist, '__spa-fallback.html'), '<html><body>spa fallback</body></html>');
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  // As the build leaves them (scripts/precompress.mjs): brotli and gzip copies beside the file.
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(script, { level: 9 }));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), svg);
  ({ app } = await createTestApp({ webDistDir: dist }));
  app.get('/api/boom', async () => {
    throw new Error('select * from secret_table failed');
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the app shell', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nope not found', statusCode: 404 });
  });

  it("serves prerendered pages and the SPA fallback for the app's other routes", async () => {
    expect((await app.inject({ url: '/' })).body).toContain('home');
    expect((await app.inject({ url: '/pricing' })).body).toContain('pricing page');
    expect((await app.inject({ url: '/pricing/' })).headers.location).toBe('/pricing');
    const admin = await app.inject({ url: '/admin' });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toMatch(/text\/html/);
    expect(admin.body).toContain('spa fallback');
    expect(admin.headers['cache-control']).toBe('no-cache');
  });

  it('sends a strict CSP that allows exactly the inline scripts of the build', async () => {
    const res = await app.inject({ url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    const hash = crypto.createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves hashed assets as immutable, as the build's brotli or gzip copy, byte for byte", async () => {
    const asset = (encoding?: string) =>
      app.inject({ url: '/assets/app-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const file = (name: string) => fs.readFileSync(path.join(dist, 'assets', name));
    for (const [accepted, encoding, bytes] of [
      ['br, gzip, deflate, zstd', 'br', file('app-abc123.js.br')],
      ['gzip, deflate', 'gzip', file('app-abc123.js.gz')],
      ['deflate', undefined, script],
      [undefined, undefined, script],
    ] as const) {
      const res = await asset(accepted);
      expect(res.statusCode, String(accepted)).toBe(200);
      expect(res.headers['content-encoding'], String(accepted)).toBe(encoding);
      expect(res.rawPayload.equals(bytes), String(accepted)).toBe(true);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The copies are not addresses of their own.
    expect((await app.inject({ url: '/assets/app-abc123.js.br' })).statusCode).toBe(404);
  });

  it('never compresses a file of the build per request', async () => {
    const res = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(svg)).toBe(true);
  });

  it('never leaks a stack or SQL in a 5xx', async () => {
    const res = await app.inject({ url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', statusCode: 500 });
  });

  it('describes the API with OpenAPI and serves it at /api/docs', async () => {
    const spec = await app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/faqs', '/api/faqs/{id}', '/api/support']));
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('redirects the external login and sign-up links to the configured app', async () => {
    const res = await app.inject({ url: '/go/register' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://app.aifornewbies.com/register');
  });
});

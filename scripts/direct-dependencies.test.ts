import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * Every package a workspace's code imports is in that workspace's package.json: a package reached
 * only through another one's install path (as @fastify/accept-negotiator was through
 * @fastify/compress) breaks when that one moves or drops it.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SKIPPED = new Set(['node_modules', 'dist', 'dist-baseline', 'build', '.react-router', 'public']);
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
// import … from 'x', export … from 'x', import('x'), import 'x', require('x'), require.resolve('x')
const IMPORT =
  /(?:^|[^.\w])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[^.\w])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[^.\w])import\s+['"]([^'"]+)['"]|require(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sourceFiles(at: string): string[] {
  if (!fs.existsSync(at)) return [];
  // This file's own examples below are no imports.
  if (fs.statSync(at).isFile()) return SOURCE.test(at) && at !== import.meta.filename ? [at] : [];
  return fs.readdirSync(at).flatMap((entry) => (SKIPPED.has(entry) ? [] : sourceFiles(path.join(at, entry))));
}

/** The package a bare specifier names, or null for relative paths, built-ins and bundler ids. */
function packageOf(specifier: string): string | null {
  if (/^(?:\.|\/|node:|virtual:)/.test(specifier) || specifier.includes('?')) return null;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return builtinModules.includes(name) ? null : name;
}

const workspaces = [
  { dir: '.', sources: ['e2e', 'bench', 'scripts', 'eslint.config.js', 'vitest.config.ts'] },
  ...(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces as string[]).flatMap((glob) => {
    const parent = path.join(ROOT, glob.replace(/\/\*$/, ''));
    return fs
      .readdirSync(parent)
      .filter((dir) => fs.existsSync(path.join(parent, dir, 'package.json')))
      .map((dir) => ({ dir: path.relative(ROOT, path.join(parent, dir)), sources: ['.'] }));
  }),
];

describe('direct dependencies', () => {
  it.each(workspaces.map((w) => [w.dir, w] as const))('%s lists every package it imports', (_dir, workspace) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, workspace.dir, 'package.json'), 'utf8'));
    const listed = new Set([
      pkg.name,
      ...['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
        Object.keys(pkg[field] ?? {}),
      ),
    ]);
    const unlisted = new Set<string>();
    for (const source of workspace.sources)
      for (const file of sourceFiles(path.join(ROOT, workspace.dir, source)))
        for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
          const name = packageOf(match[1] ?? match[2] ?? match[3] ?? match[4]);
          if (name && !listed.has(name) && !listed.has(`@types/${name}`))
            unlisted.add(`${name} (${path.relative(ROOT, file)})`);
        }
    expect([...unlisted]).toEqual([]);
  });

  it('would see an import of a package reached only through another', () => {
    const text = "import negotiate from '@fastify/accept-negotiator';\nconst x = await import('prom-client');";
    expect([...text.matchAll(IMPORT)].map((m) => packageOf(m[1] ?? m[2] ?? m[3] ?? m[4]))).toEqual([
      '@fastify/accept-negotiator',
      'prom-client',
    ]);
  });
});

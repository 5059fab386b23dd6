import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_TARGETS,
  computeStamp,
  inputFiles,
  removeStamp,
  staleReason,
  writeStamp,
  type BuildTarget,
} from './build-stamp.mjs';

let root: string;
const write = (rel: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
};
const target: BuildTarget = {
  name: 'app',
  label: 'the app',
  inputs: ['app', 'shared', 'lock.json'],
  env: ['SITE_NAME'],
  output: 'app/build',
  entry: 'app/build/index.js',
};
const stamp = (env: NodeJS.ProcessEnv = {}) => computeStamp(target, { root, env });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-stamp-'));
  write('app/src/main.ts', 'export const a = 1;\n');
  write('app/src/page.tsx', '<p>hi</p>\n');
  write('shared/index.ts', 'export const b = 2;\n');
  write('lock.json', '{}\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('computeStamp', () => {
  it('is the same for the same inputs, even when their modification times change', () => {
    const before = stamp();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'app/src/main.ts'), later, later);
    expect(stamp()).toBe(before);
  });

  it('changes when a file changes, even to the same size', () => {
    const before = stamp();
    write('app/src/main.ts', 'export const a = 2;\n');
    expect(stamp()).not.toBe(before);
  });

  it('changes when a file is added, removed or renamed, and for a lone input file', () => {
    const base = stamp();
    write('app/src/extra.ts', '');
    const added = stamp();
    expect(added).not.toBe(base);
    fs.rmSync(path.join(root, 'app/src/extra.ts'));
    expect(stamp()).toBe(base);
    fs.renameSync(path.join(root, 'shared/index.ts'), path.join(root, 'shared/main.ts'));
    expect(stamp()).not.toBe(base);
    fs.renameSync(path.join(root, 'shared/main.ts'), path.join(root, 'shared/index.ts'));
    write('lock.json', '{"x":1}\n');
    expect(stamp()).not.toBe(base);
  });

  it('changes with the environment variables the build reads, and only those', () => {
    const unset = stamp();
    expect(stamp({ SITE_NAME: '' })).not.toBe(unset);
    expect(stamp({ SITE_NAME: 'My school' })).not.toBe(stamp({ SITE_NAME: 'Other school' }));
    expect(stamp({ PORT: '4000' })).toBe(unset);
  });

  it('ignores build outputs, installed packages and tests', () => {
    const before = stamp();
    write('app/build/index.js', 'built');
    write('app/node_modules/x/index.js', 'x');
    write('app/.react-router/types/a.ts', 'x');
    write('app/src/main.test.ts', 'test');
    write('shared/dist/a.js', 'x');
    expect(stamp()).toBe(before);
    expect(inputFiles(root, target.inputs)).toEqual([
      'app/src/main.ts',
      'app/src/page.tsx',
      'lock.json',
      'shared/index.ts',
    ]);
  });
});

describe('staleReason', () => {
  it('is stale until built and stamped, current after, and stale again when an input changes', () => {
    expect(staleReason(target, { root, env: {} })).toMatch(/missing/);
    write('app/build/index.js', 'built');
    expect(staleReason(target, { root, env: {} })).toMatch(/no build stamp/);
    writeStamp(target, stamp(), { root });
    expect(staleReason(target, { root, env: {} })).toBeNull();
    expect(staleReason(target, { root, env: { SITE_NAME: 'Other' } })).toMatch(/changed/);
    write('shared/index.ts', 'export const b = 3;\n');
    expect(staleReason(target, { root, env: {} })).toMatch(/changed/);
  });

  it('is stale when the output is gone or the stamp was removed for a new build', () => {
    write('app/build/index.js', 'built');
    writeStamp(target, stamp(), { root });
    removeStamp(target, { root });
    expect(staleReason(target, { root, env: {} })).toMatch(/no build stamp/);
    writeStamp(target, stamp(), { root });
    fs.rmSync(path.join(root, 'app/build/index.js'));
    expect(staleReason(target, { root, env: {} })).toMatch(/missing/);
  });
});

describe('BUILD_TARGETS', () => {
  it('lists inputs that exist in this repository and outputs outside them', () => {
    const repo = path.resolve(import.meta.dirname, '..');
    for (const t of Object.values(BUILD_TARGETS)) {
      for (const input of t.inputs) expect(fs.existsSync(path.join(repo, input)), `${t.name}: ${input}`).toBe(true);
      expect(inputFiles(repo, t.inputs).some((file) => file.startsWith(`${t.output}/`))).toBe(false);
      expect(t.entry.startsWith(`${t.output}/`)).toBe(true);
    }
  });
});

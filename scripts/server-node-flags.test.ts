import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_TARGETS, ROOT, SERVER_NODE_ENV, SERVER_NODE_FLAGS } from './build-stamp.mjs';

describe('the server node flags', () => {
  it('are the ones docs/operations.md gives a service', () => {
    const operations = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
    const env = Object.entries(SERVER_NODE_ENV).map(([name, value]) => `${name}=${value} `);
    expect(operations).toContain(`${env.join('')}node ${SERVER_NODE_FLAGS.join(' ')} ${BUILD_TARGETS.server.entry}`);
  });

  it('with their environment, are given by npm start, the benchmarks and the end-to-end tests', () => {
    for (const file of ['scripts/start.mjs', 'bench/harness.ts', 'e2e/site.ts'])
      for (const name of ['SERVER_NODE_FLAGS', 'SERVER_NODE_ENV'])
        expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).toContain(name);
  });
});

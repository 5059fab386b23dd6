/**
 * Time from `npm start` to a healthy /api/health: on an empty data folder (build, create,
 * migrate, seed) and on an existing one. Also the server alone (no build) for both cases.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');

async function timeToHealthy(command: string, args: string[], dataDir: string, port: number): Promise<number> {
  const start = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - start > 180_000) throw new Error(`${command} did not become healthy in 3 minutes`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - start;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function measureStartup() {
  const port = 3900 + Math.floor(Math.random() * 90);
  const results: Record<string, string> = {};
  for (const [label, command, args] of [
    ['npm start', 'npm', ['start', '--silent']],
    ['server only', process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts']],
  ] as const) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-bench-'));
    try {
      results[`${label}, empty data folder`] = `${(await timeToHealthy(command, [...args], dataDir, port)).toFixed(0)} ms`;
      results[`${label}, existing data folder`] = `${(await timeToHealthy(command, [...args], dataDir, port)).toFixed(0)} ms`;
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await measureStartup());
}

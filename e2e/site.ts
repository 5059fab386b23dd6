import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_TARGETS, SERVER_NODE_ENV, SERVER_NODE_FLAGS, staleReason } from '../scripts/build-stamp.mjs';
import { freePort } from '../scripts/free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The administrator every e2e site starts with (ADMIN_USERNAME/ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-123' } as const;

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy:\n${log()}`);
}

let checkedBuild = false;

/** The specs test the production build: it must exist and be current for the checkout. */
function requireCurrentBuild(): void {
  if (checkedBuild) return;
  for (const target of Object.values(BUILD_TARGETS)) {
    const reason = staleReason(target);
    if (reason)
      throw new Error(
        `The end-to-end tests run the production build, and ${target.label} is not built or out of date (${reason}): run \`npm run build\` first (npm test does).`,
      );
  }
  checkedBuild = true;
}

/**
 * Starts the built site as `npm start` would (the compiled server with its node flags, node apps/server/dist/server.js),
 * on a free port with a fresh embedded database. Specs that change site-wide settings (quiz length,
 * system prompt, delete all) start their own.
 */
export async function startSite(env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  requireCurrentBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai4n-e2e-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILD_TARGETS.server.entry], {
    cwd: root,
    env: {
      ...SERVER_NODE_ENV,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      COACH_FREE_USES_PER_ADDRESS: '1000',
      // A browser driven by a script answers faster than a person reads; the spec on that rule sets its own.
      QUIZ_MIN_SECONDS_PER_QUESTION: '0',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // As `npm start` sets it: test-mode payments without Stripe keys, whatever NODE_ENV says.
      PAYMENTS_TEST_MODE: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

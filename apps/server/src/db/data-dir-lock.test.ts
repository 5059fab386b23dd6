import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../paths.js';
import { acquireDataDirLock, processStartTime } from './data-dir-lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  children.splice(0).forEach((c) => c.kill());
});
const lockOf = (dir: string) => path.join(dir, 'server.lock');
/** A live Node process in `cwd` that waits, with `args` on its command line. */
const nodeProcess = (cwd: string, ...args: string[]) => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)', ...args], { cwd, stdio: 'ignore' });
  children.push(child);
  // Until it has exec'd, a child's command line is still its parent's.
  const until = Date.now() + 5_000;
  while (!fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').includes('setTimeout') && Date.now() < until);
  return child.pid!;
};
/** A live process that is not a server: `sleep`. */
const unrelatedProcess = () => {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
};

/** Takes the folder: the lock now names this process, and releasing removes it. */
const takesOver = (dir: string) => {
  const release = acquireDataDirLock(dir);
  expect(JSON.parse(fs.readFileSync(lockOf(dir), 'utf8'))).toMatchObject({
    pid: process.pid,
    startTime: processStartTime(process.pid),
  });
  release();
  expect(fs.existsSync(lockOf(dir))).toBe(false);
};

describe('acquireDataDirLock', () => {
  it('refuses a folder held by a live server, naming it', () => {
    const dir = tempDir();
    fs.writeFileSync(lockOf(dir), JSON.stringify({ pid: process.ppid, startTime: processStartTime(process.ppid) }));
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by another server \\(pid ${process.ppid}\\)`));
  });

  it("refuses a folder whose previous-format lock (a bare pid) names a live process of this app's server", () => {
    const dir = tempDir();
    // A Node process whose command line names the server's entry point, as `node apps/server/dist/server.js` would.
    fs.writeFileSync(lockOf(dir), String(nodeProcess(REPO_ROOT, 'apps/server/src/server.ts')));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server \(pid \d+\)/);
  });

  it('takes over a previous-format lock whose process id now belongs to another Node program', () => {
    const dir = tempDir();
    fs.writeFileSync(lockOf(dir), String(nodeProcess(os.tmpdir())));
    takesOver(dir);
    // Nor does naming a file of this app that does not exist, or one outside it, make it a server.
    fs.writeFileSync(lockOf(dir), String(nodeProcess(REPO_ROOT, 'apps/server/no-such-file.js', 'README.md')));
    takesOver(dir);
  });

  it('takes over a lock left by a dead process, writes its own (private) and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(lockOf(dir), '999999999');
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockOf(dir), 'utf8'))).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
      token: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(fs.statSync(lockOf(dir)).mode & 0o777).toBe(0o600);
    release();
    expect(fs.existsSync(lockOf(dir))).toBe(false);
  });

  it('takes over a lock whose process id now belongs to another process (a different start time)', () => {
    const dir = tempDir();
    fs.writeFileSync(lockOf(dir), JSON.stringify({ pid: process.ppid, startTime: '1' }));
    takesOver(dir);
  });

  it('takes over an old-style lock whose process id now belongs to a process that is not Node', () => {
    const dir = tempDir();
    fs.writeFileSync(lockOf(dir), String(unrelatedProcess()));
    takesOver(dir);
  });

  it('lets exactly one of two servers starting together take over a stale lock', async () => {
    const dir = tempDir();
    fs.writeFileSync(lockOf(dir), JSON.stringify({ pid: 999_999_999, startTime: '1' }));
    // Each process finds the lock stale, says so, and waits until both have: then both take over at once.
    const script = `
      const fs = await import('node:fs');
      const { acquireDataDirLock } = await import(process.env.LOCK_MODULE);
      const dir = process.env.LOCK_DIR;
      let result = 'acquired';
      try {
        acquireDataDirLock(dir, {
          beforeTakeover() {
            fs.writeFileSync(dir + '/ready-' + process.pid, '');
            while (!fs.existsSync(dir + '/go')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
          },
        });
      } catch (error) {
        result = error.message;
      }
      console.log(JSON.stringify({ pid: process.pid, result }));
      setTimeout(() => {}, 5000);
    `;
    const taker = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: REPO_ROOT,
        env: { ...process.env, LOCK_DIR: dir, LOCK_MODULE: path.join(import.meta.dirname, 'data-dir-lock.ts') },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      return new Promise<{ pid: number; result: string }>((resolve) => {
        let out = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]) as { pid: number; result: string });
        });
      });
    };
    const outcomes = [taker(), taker()];
    await vi.waitFor(() => expect(fs.readdirSync(dir).filter((f) => f.startsWith('ready-'))).toHaveLength(2), {
      timeout: 60_000,
      interval: 50,
    });
    fs.writeFileSync(path.join(dir, 'go'), '');
    const results = await Promise.all(outcomes);
    const winners = results.filter((r) => r.result === 'acquired');
    expect(winners).toHaveLength(1);
    expect(results.find((r) => r.result !== 'acquired')?.result).toMatch(
      new RegExp(`in use by another server \\(pid ${winners[0].pid}\\)`),
    );
    expect(JSON.parse(fs.readFileSync(lockOf(dir), 'utf8'))).toMatchObject({ pid: winners[0].pid });
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('server.lock'))).toEqual(['server.lock']);
  }, 90_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('acquireDataDirLock', () => {
  it('refuses a folder held by a live process, naming it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server \(pid \d+\)/);
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});

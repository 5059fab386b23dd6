import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths.js';

/** What the lock file records: the holder's process id and when that process started. */
export interface LockRecord {
  pid: number;
  /** Start time from /proc/<pid>/stat (clock ticks since boot); null where /proc is missing. */
  startTime: string | null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readProc = (pid: number, file: string): string | null => {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
};

/** A process's start time: with its id, it names one process even after the id is reused. */
export function processStartTime(pid: number): string | null {
  const stat = readProc(pid, 'stat');
  if (!stat) return null;
  // Field 22; the command name (field 2, in parentheses) may hold spaces, so count after it.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

export function parseLockRecord(text: string): LockRecord | null {
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    if (Number.isInteger(record.pid))
      return { pid: record.pid!, startTime: typeof record.startTime === 'string' ? record.startTime : null };
  } catch {
    // Older servers wrote the bare process id.
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) ? { pid, startTime: null } : null;
}

/** Where this app's entry points live: its servers, start script and admin commands. */
const APP_DIRS = [path.join(REPO_ROOT, 'apps', 'server'), path.join(REPO_ROOT, 'scripts')];

/**
 * Whether a process runs this app: one of its arguments, read from its working directory, is an
 * existing file of this app (apps/server/dist/server.js, scripts/start.mjs, src/cli/admin.ts...).
 * Any Node process was taken for a server before, so an old lock whose id now belonged to some other
 * Node program (an editor's, a build's) blocked every start.
 */
function runsThisApp(pid: number): boolean {
  const args = (readProc(pid, 'cmdline') ?? '').split('\0').filter(Boolean).slice(1);
  let cwd: string;
  try {
    cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return true; // Its folder cannot be read (another user's process): taken at its word.
  }
  return args.some((arg) => {
    const file = path.resolve(cwd, arg);
    return (
      APP_DIRS.some((dir) => file.startsWith(dir + path.sep)) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()
    );
  });
}

/**
 * Whether the lock's process is still a server holding this folder. A process id is reused once
 * its process ends (after a reboot or in a new container the old id often belongs to something
 * else), so a live id counts only when its start time matches, or, for a lock in the previous
 * format (a bare id, no start time), when that process runs this app.
 */
export function holdsLock(record: LockRecord): boolean {
  if (record.pid === process.pid || !isAlive(record.pid)) return false;
  const started = processStartTime(record.pid);
  if (started === null) return true; // No /proc to tell: a live id is taken at its word.
  if (record.startTime !== null) return started === record.startTime;
  return runsThisApp(record.pid);
}

/**
 * Writes `text` at `target` only if nothing is there, all at once: the text goes to a private
 * temporary file first and is hard-linked into place (link fails on an existing name), so nobody
 * ever reads a lock that exists but is still empty. False when `target` exists.
 */
function createWhole(target: string, text: string): boolean {
  const temp = `${target}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temp, text, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(temp, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

const readIfThere = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** How long a start waits for another server's takeover of a stale lock to finish (it takes microseconds). */
const CLAIM_WAIT_MS = 5_000;

export interface LockOptions {
  /** Runs after a stale lock was found and before it is taken over (tests race two takeovers here). */
  beforeTakeover?: () => void;
}

/**
 * PGlite is single-process: a second server on the same folder would corrupt it. Takes an
 * exclusive lock file and returns its release.
 *
 * A stale lock (its server is gone) is taken over under a claim: `server.lock.claim`, created
 * exclusively (so one server at a time), which then checks the lock still holds the stale text it
 * judged (every lock's text has a random token, so a fresh one never matches), removes it and
 * creates its own exclusively. Removing a stale lock outright let two servers starting together
 * after a crash both remove it, the second deleting the first one's fresh lock. A rename of the
 * stale file instead would not do: it moves whatever is at the name by then, the other server's
 * fresh lock included. A claim whose server died during the microseconds it is held is removed.
 */
export function acquireDataDirLock(dataDir: string, options: LockOptions = {}): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  const claimPath = `${lockPath}.claim`;
  const record = (): string =>
    JSON.stringify({
      pid: process.pid,
      startTime: processStartTime(process.pid),
      token: crypto.randomBytes(8).toString('hex'),
    });
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    if (createWhole(lockPath, record())) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        fs.rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    }
    const stale = readIfThere(lockPath);
    if (stale === null) continue; // Released meanwhile.
    const holder = parseLockRecord(stale);
    if (holder && holdsLock(holder)) {
      throw new Error(
        `The data folder ${dataDir} is in use by another server (pid ${holder.pid}). ` +
          'Stop that server first, or start this one with a different DATA_DIR.',
      );
    }
    options.beforeTakeover?.();
    if (!createWhole(claimPath, record())) {
      // Another server is taking over: wait for it, unless it died holding the claim.
      const claimer = parseLockRecord(readIfThere(claimPath) ?? '');
      // This process holds no claim between rounds: one naming it was left by an earlier process with its id.
      if (!claimer || !holdsLock(claimer)) fs.rmSync(claimPath, { force: true });
      else if (Date.now() > deadline) throw new Error(`Could not lock the data folder ${dataDir}.`);
      else pause(20);
      continue;
    }
    try {
      if (readIfThere(lockPath) === stale) fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(claimPath, { force: true });
    }
  }
}

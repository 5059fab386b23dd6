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
 * PGlite is single-process: a second server on the same folder would corrupt it.
 * Takes an exclusive lock file (removing a stale one) and returns its release.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(
        fd,
        JSON.stringify({ pid: process.pid, startTime: processStartTime(process.pid) } satisfies LockRecord),
      );
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        fs.rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseLockRecord(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holdsLock(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another server (pid ${holder.pid}). ` +
            'Stop that server first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

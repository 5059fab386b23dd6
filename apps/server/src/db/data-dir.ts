import fs from 'node:fs';
import path from 'node:path';

/**
 * Whoever can read the data folder holds the database: every account, and the secrets that sign
 * tokens. Only the server's own user may enter it, and the files it writes are its own.
 */
export const DATA_DIR_MODE = 0o700;
/** New files 0600 and folders 0700, unless their writer sets a mode itself. */
export const PRIVATE_UMASK = 0o077;

/** Call first thing in a process that writes to the data folder. */
export function restrictNewFiles(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Creates the data folder private, or makes an existing one private; returns a notice when an
 * existing folder was open to others (for the log).
 */
export function prepareDataDir(dataDir: string): string | null {
  fs.mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  fs.chmodSync(dataDir, DATA_DIR_MODE);
  return `The data folder ${dataDir} was open to other users (mode ${mode.toString(8)}); it is now 700: only this user can read it.`;
}

/**
 * Takes the group and other permissions off everything under `dir`. PGlite sets its files' modes
 * itself (0666, whatever the umask), so they are tightened when the database opens and closes; in
 * between, the private folder is what keeps them from other users.
 */
export function tightenTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = fs.statSync(file).mode & 0o777;
    if (mode & 0o077) fs.chmodSync(file, mode & 0o700);
    if (entry.isDirectory()) tightenTree(file);
  }
}

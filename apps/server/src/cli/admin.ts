/**
 * Administration from the command line (on PGlite, stop the server first, except for a backup:
 * a running server makes it, see db/live-backup.ts):
 *   npm run admin -- set-password <username> [password]   create the account or reset its password
 *   npm run admin -- backup <file>                          back up the embedded database into <file>
 *   npm run admin -- restore <file>                         replace the embedded database with a backup
 *   npm run admin -- export-sql <file>                      an SQL dump for PostgreSQL (db/sql-export.ts; the
 *                                                           server may run, as for a backup)
 * Without a password, a strong one is generated and printed.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createBackup, restoreBackup } from '../db/backup.js';
import { BackupRefusal, describeTables, terminalSafe } from '../db/backup-archive.js';
import { openPglite, openPostgres } from '../db/client.js';
import { exportSql } from '../db/sql-export.js';
import { restrictNewFiles } from '../db/data-dir.js';
import { createAdminAuthRepository } from '../modules/admin-auth/admin-auth-repository.js';
import { createAdminAuthService } from '../modules/admin-auth/admin-auth-service.js';
import { createLoginThrottle } from '../modules/admin-auth/login-throttle.js';

const USAGE = `Usage:
  npm run admin -- set-password <username> [password]   create an administrator, or reset a password
  npm run admin -- backup <file>                          back up the embedded database (DATA_DIR) into <file>
  npm run admin -- restore <file>                         replace the embedded database with a backup
  npm run admin -- export-sql <file>                      write an SQL dump of the embedded database that
                                                          psql restores into PostgreSQL (docs/moving-to-postgresql.md)
A backup or export of a running site is made by its server; stop the server first for the other commands:
the embedded database serves one process at a time.`;

async function setPassword(username: string, given: string | undefined): Promise<void> {
  if (given !== undefined && given.length < 12) {
    console.error('The password needs at least 12 characters.');
    process.exit(2);
  }
  restrictNewFiles();
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await openPostgres({ url: config.DATABASE_URL })
    : await openPglite({ dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const password = given ?? crypto.randomBytes(12).toString('base64url');
    await createAdminAuthService({
      repo: createAdminAuthRepository(database.db),
      throttle: createLoginThrottle(),
      secret: 'unused',
    }).setPassword(username, password);
    console.log(`Administrator "${username.toLowerCase()}" is ready.${given ? '' : ` Password: ${password}`}`);
  } finally {
    await database.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backupOrRestore(command: 'backup' | 'restore' | 'export-sql', fileArgument: string): Promise<void> {
  restrictNewFiles();
  // npm runs scripts from the repository root; the file is named from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
  try {
    const config = loadConfig();
    const options = { dataDir: config.DATA_DIR, file, databaseUrl: config.DATABASE_URL };
    if (command === 'export-sql') {
      const dump = await exportSql(options);
      const migration = dump.newestMigration?.tag ?? 'none';
      console.log(
        [
          `Wrote an SQL dump of ${dump.source} into ${dump.file} (${megabytes(dump.bytes)}, readable by this user only).`,
          `  ${describeTables(dump.tables)}; newest migration ${migration}.`,
          "  It holds the site's secrets (the keys that sign sign-in tokens): keep it as private as the data folder.",
          '  Restore it into an empty PostgreSQL database, then start the server with DATABASE_URL set to it:',
          `    psql -v ON_ERROR_STOP=1 --single-transaction --dbname="$DATABASE_URL" --file=${dump.file}`,
          '  Steps and checks: docs/moving-to-postgresql.md',
        ].join('\n'),
      );
    } else if (command === 'backup') {
      const backup = await createBackup(options);
      const migration = backup.description.newestMigration?.tag ?? 'none';
      console.log(
        [
          `Backed up ${backup.description.source} into ${backup.file} (${megabytes(backup.bytes)}, readable by this user only).`,
          `  ${describeTables(backup.description.tables)}; newest migration ${migration}; PostgreSQL ${backup.description.postgresVersion} (PGlite).`,
          "  It holds the site's secrets (the keys that sign sign-in tokens): keep it as private as the data folder.",
          `  To restore it, stop the server and run: npm run admin -- restore ${backup.file}`,
        ].join('\n'),
      );
    } else {
      const restored = await restoreBackup(options);
      console.log(
        terminalSafe(
          [
            `Restored the backup of ${restored.manifest.createdAt} into ${restored.dataDir}: ${describeTables(restored.tables)}, migrations up to date.`,
            restored.aside
              ? `  The previous data folder is kept at ${restored.aside}; delete it once the site works.`
              : '  There was no data folder before.',
            '  Start the server as usual.',
          ].join('\n'),
        ),
      );
    }
  } catch (error) {
    // A refusal may quote the backup's own strings.
    console.error(
      terminalSafe(
        error instanceof BackupRefusal ? error.message : `The ${command} failed: ${(error as Error).message}`,
      ),
    );
    process.exit(1);
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'set-password' && args[0]) await setPassword(args[0], args[1]);
else if ((command === 'backup' || command === 'restore' || command === 'export-sql') && args.length === 1)
  await backupOrRestore(command, args[0]);
else {
  console.error(USAGE);
  process.exit(2);
}

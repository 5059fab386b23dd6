/**
 * Administrator accounts from the command line (stop the server first when using PGlite):
 *   npm run admin -- set-password <username> [password]   create the account or reset its password
 * Without a password, a strong one is generated and printed.
 */
import crypto from 'node:crypto';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres } from '../db/client.js';
import { restrictNewFiles } from '../db/data-dir.js';
import { createAdminAuthRepository } from '../modules/admin-auth/admin-auth-repository.js';
import { createAdminAuthService } from '../modules/admin-auth/admin-auth-service.js';
import { createLoginThrottle } from '../modules/admin-auth/login-throttle.js';

const [command, username, given] = process.argv.slice(2);
if (command !== 'set-password' || !username) {
  console.error('Usage: npm run admin -- set-password <username> [password]');
  process.exit(2);
}
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

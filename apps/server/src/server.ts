import { performance } from 'node:perf_hooks';
import { loadConfig } from './config.js';
import { openPglite, openPostgres, type Database } from './db/client.js';
import { restrictNewFiles } from './db/data-dir.js';
import { serveLiveBackups } from './db/live-backup.js';
import { runSeeds } from './db/seed/run-seeds.js';
import { isNewDataDir, seedApart } from './db/seed/seed-apart.js';
import { buildApp } from './app.js';

async function openDatabase(
  config: ReturnType<typeof loadConfig>,
  onNotice: (message: string) => void,
): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres({ url: config.DATABASE_URL })
    : openPglite({ dataDir: config.DATA_DIR, onNotice });
}

async function main(): Promise<void> {
  // Milliseconds since the process started (performance's time origin), per start-up phase, for the ready log line.
  const phases: Record<string, number> = { loadMs: Math.round(performance.now()) };
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  // Before anything is written: new files are this user's only (PGlite sets its own modes; openPglite tightens those).
  restrictNewFiles();
  const config = loadConfig();
  const notices: string[] = [];
  // A new embedded database is created, migrated and seeded in a process of its own: what seeding
  // holds goes with it (decision 0078). The server then opens it as on any restart.
  const firstStart = !config.DATABASE_URL && isNewDataDir(config.DATA_DIR) ? await seedApart(config.DATA_DIR) : null;
  if (firstStart) {
    notices.push(...firstStart.notices);
    phase('firstSeedMs');
  }
  const database = await openDatabase(config, (message) => notices.push(message));
  phase('databaseMs');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    // Several servers starting together on one PostgreSQL database: one migrates and seeds, the
    // others wait for it and then find nothing to do.
    const seeded = await database.exclusive('start-up', async () => {
      await database.migrate();
      phase('migrateMs');
      const added = await runSeeds(database.db);
      phase('seedMs');
      return { ...firstStart?.seeded, ...added };
    });
    app = await buildApp({ config, database });
    phase('appMs');
    for (const notice of notices) app.log.warn(notice);
    if (Object.keys(seeded).length > 0) app.log.info({ seeded, seedingPeakMb: firstStart?.peakMb }, 'seeded content');
    const generated = await database.exclusive('first-admin', () =>
      app!.adminAuth.ensureFirstAdmin(config.ADMIN_USERNAME, config.ADMIN_PASSWORD),
    );
    if (generated) {
      app.log.warn(
        `First administrator created: username "${config.ADMIN_USERNAME}", password "${generated}". It is shown only this once: ` +
          'sign in at /admin and change it, or reset it with `npm run admin -- set-password <username>`.',
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  // SIGTERM: readiness turns 503 at once (a load balancer stops sending new requests), then,
  // after SHUTDOWN_DRAIN_MS for it to notice, the server stops accepting connections, finishes
  // the requests under way, closes the database and exits 0. Past SHUTDOWN_TIMEOUT_MS it exits 1.
  let closing = false;
  let liveBackups: Awaited<ReturnType<typeof serveLiveBackups>> = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app!.health.drain();
    app!.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down');
    const force = setTimeout(() => {
      app!.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'requests still running at the shutdown timeout');
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_TIMEOUT_MS).unref();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    await liveBackups?.close();
    await app!.close();
    clearTimeout(force);
    app!.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // `npm run admin -- backup` asks this server for a copy of the embedded database (db/live-backup.ts).
  if (database.kind === 'pglite') liveBackups = await serveLiveBackups(database, config.DATA_DIR, app.log);
  phase('listenMs');
  app.log.info(
    {
      db: database.kind,
      dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined,
      readyMs: Math.round(performance.now()),
      startup: phases,
    },
    `${config.SITE_NAME} is ready on http://localhost:${config.PORT}`,
  );
}

main().catch((error: Error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

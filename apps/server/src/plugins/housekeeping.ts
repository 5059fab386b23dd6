import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * One piece of periodic cleanup (expired sessions, old view-count rows...). `run` returns how many
 * rows it removed, for the log. Modules register their tasks on `app.housekeeping`.
 */
export interface HousekeepingTask {
  name: string;
  run(now: Date): Promise<number | void>;
  /** Cleans this server's own memory, not the database: it runs on every server, outside the round lock. */
  local?: boolean;
}

export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

/** Runs a round unless another server is running one (Database.tryExclusive); by default it just runs. */
export type RoundLock = (round: () => Promise<void>) => Promise<unknown>;

export function createHousekeeping(log: FastifyBaseLogger, lock: RoundLock = (round) => round()) {
  const tasks: HousekeepingTask[] = [];
  let running: Promise<void> | null = null;

  const runTasks = async (now: Date, local: boolean) => {
    for (const task of tasks.filter((t) => Boolean(t.local) === local)) {
      try {
        const removed = await task.run(now);
        if (removed) log.info({ task: task.name, removed }, 'housekeeping');
      } catch (err) {
        // A failing task must neither stop the others nor bring the server down: the next round retries it.
        log.error({ err, task: task.name }, 'housekeeping task failed');
      }
    }
  };

  return {
    register(task: HousekeepingTask): void {
      tasks.push(task);
    },
    names: (): string[] => tasks.map((t) => t.name),
    /**
     * Runs every task once, one after another; a round already under way here is joined, never
     * doubled, and one under way on another server (the lock) skips this one's database tasks.
     */
    runAll(now: Date = new Date()): Promise<void> {
      running ??= lock(() => runTasks(now, false))
        .then(() => runTasks(now, true))
        .then(() => undefined)
        .finally(() => {
          running = null;
        });
      return running;
    },
    /** Settles when no round is under way. */
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

/**
 * Decorates `app.housekeeping`. The tasks run `firstAfterMs` after the app is ready (so the first
 * round's queries do not compete with start-up and the first requests on PGlite's one connection) and
 * then every `everyMs`; the timers never keeps the process alive and stops before the app closes,
 * after the round under way has finished (so the database is not closed beneath it).
 */
export function registerHousekeeping(
  app: FastifyInstance,
  {
    everyMs = HOUSEKEEPING_EVERY_MS,
    firstAfterMs = 10_000,
    lock,
  }: { everyMs?: number; firstAfterMs?: number; lock?: RoundLock } = {},
): void {
  const housekeeping = createHousekeeping(app.log, lock);
  app.decorate('housekeeping', housekeeping);
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(() => void housekeeping.runAll(), firstAfterMs).unref();
    timer = setInterval(() => void housekeeping.runAll(), everyMs).unref();
  });
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await housekeeping.idle();
  });
}

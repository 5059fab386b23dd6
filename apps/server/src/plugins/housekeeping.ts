import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * One piece of periodic cleanup (expired sessions, old view-count rows...). `run` returns how many
 * rows it removed, for the log. Modules register their tasks on `app.housekeeping`.
 */
export interface HousekeepingTask {
  name: string;
  run(now: Date): Promise<number | void>;
}

export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

export function createHousekeeping(log: FastifyBaseLogger) {
  const tasks: HousekeepingTask[] = [];
  let running: Promise<void> | null = null;

  const runTasks = async (now: Date) => {
    for (const task of tasks) {
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
    /** Runs every task once, one after another; a round already under way is joined, never doubled. */
    runAll(now: Date = new Date()): Promise<void> {
      running ??= runTasks(now).finally(() => {
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
 * Decorates `app.housekeeping`. The tasks run once when the app is ready (without delaying it) and
 * then every `everyMs`; the timer never keeps the process alive and stops before the app closes,
 * after the round under way has finished (so the database is not closed beneath it).
 */
export function registerHousekeeping(app: FastifyInstance, everyMs: number = HOUSEKEEPING_EVERY_MS): void {
  const housekeeping = createHousekeeping(app.log);
  app.decorate('housekeeping', housekeeping);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void housekeeping.runAll();
    timer = setInterval(() => void housekeeping.runAll(), everyMs).unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await housekeeping.idle();
  });
}

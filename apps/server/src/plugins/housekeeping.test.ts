import { describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { createHousekeeping, registerHousekeeping } from './housekeeping.js';

const silentLog = () => {
  const log = { info: vi.fn(), error: vi.fn() };
  return log as unknown as Parameters<typeof createHousekeeping>[0] & typeof log;
};

describe('housekeeping', () => {
  it('runs every task with the given time; a failing task is logged and the others still run', async () => {
    const log = silentLog();
    const housekeeping = createHousekeeping(log);
    const seen: string[] = [];
    housekeeping.register({ name: 'first', run: async (now) => void seen.push(`first ${now.toISOString()}`) });
    housekeeping.register({ name: 'broken', run: async () => Promise.reject(new Error('boom')) });
    housekeeping.register({ name: 'last', run: async () => (seen.push('last'), 3) });
    await expect(housekeeping.runAll(new Date('2030-01-01T00:00:00Z'))).resolves.toBeUndefined();
    expect(seen).toEqual(['first 2030-01-01T00:00:00.000Z', 'last']);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ task: 'broken' }), 'housekeeping task failed');
    expect(log.info).toHaveBeenCalledWith({ task: 'last', removed: 3 }, 'housekeeping');
    expect(housekeeping.names()).toEqual(['first', 'broken', 'last']);
  });

  it("runs a server's own memory cleanup even when another server holds the round's lock", async () => {
    const housekeeping = createHousekeeping(silentLog(), async () => undefined);
    const seen: string[] = [];
    housekeeping.register({ name: 'database rows', run: async () => void seen.push('database') });
    housekeeping.register({ name: 'memory', local: true, run: async () => void seen.push('memory') });
    await housekeeping.runAll();
    expect(seen).toEqual(['memory']);
  });

  it('joins a round already under way instead of starting a second', async () => {
    const housekeeping = createHousekeeping(silentLog());
    let runs = 0;
    let finish!: () => void;
    housekeeping.register({ name: 'slow', run: () => (runs++, new Promise<void>((r) => (finish = r))) });
    const a = housekeeping.runAll();
    const b = housekeeping.runAll();
    finish();
    await Promise.all([a, b]);
    expect(runs).toBe(1);
    const c = housekeeping.runAll();
    finish();
    await c;
    expect(runs).toBe(2);
  });

  it('runs a first round soon after the app is ready (not during start-up), then on an unref timer, and waits for a round before closing', async () => {
    vi.useFakeTimers();
    try {
      const app = Fastify({ logger: false });
      registerHousekeeping(app, { everyMs: 60_000, firstAfterMs: 10_000 });
      let runs = 0;
      app.housekeeping.register({ name: 'count', run: async () => void runs++ });
      await app.ready();
      await app.housekeeping.idle();
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(50_000);
      expect(runs).toBe(2);
      await app.close();
      await vi.advanceTimersByTimeAsync(180_000);
      expect(runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

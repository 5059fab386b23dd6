/**
 * At most `max` takes per key in a fixed window, kept in memory (one server process serves a
 * database). Used where a rate limit must count an event (a new session), not every request.
 */
export function createWindowBudget(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { taken: number; endsAt: number }>();
  return {
    /** Takes one from the key's budget; false when this window's budget is spent. */
    take(key: string): boolean {
      const t = now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= t) {
        entry = { taken: 0, endsAt: t + windowMs };
        windows.set(key, entry);
      }
      if (entry.taken >= max) return false;
      entry.taken += 1;
      return true;
    },
    /** Forgets finished windows, so memory holds only the keys seen in the last window; returns how many. */
    prune(): number {
      const t = now();
      let removed = 0;
      for (const [key, entry] of windows) {
        if (entry.endsAt <= t) {
          windows.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    size: (): number => windows.size,
  };
}

export type WindowBudget = ReturnType<typeof createWindowBudget>;

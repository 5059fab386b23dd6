import crypto from 'node:crypto';

/** New lessons and questions get a random free id below this when none is given (docs/spec/admin.md). */
export const RANDOM_ID_LIMIT = 10_000;

export const randomId = () => 1 + crypto.randomInt(RANDOM_ID_LIMIT - 1);

/** A random id below 10000 not in `taken`; the lowest free one once random tries keep colliding; undefined when none is left. */
export function pickFreeId(taken: Set<number>): number | undefined {
  for (let i = 0; i < 50; i++) {
    const id = randomId();
    if (!taken.has(id)) return id;
  }
  for (let id = 1; id < RANDOM_ID_LIMIT; id++) if (!taken.has(id)) return id;
  return undefined;
}

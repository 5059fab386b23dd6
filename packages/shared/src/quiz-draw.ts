/** Random source in [0, 1); injectable so the draw can be tested. */
export type Random = () => number;

export function shuffle<T>(items: readonly T[], random: Random = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Draws up to `count` distinct questions, spread across the categories as evenly as the bank
 * allows: categories take turns, and a category that runs out leaves its turns to the others.
 */
export function drawQuestions<T extends { id: number; category: string }>(
  pool: readonly T[],
  count: number,
  random: Random = Math.random,
): T[] {
  const groups = new Map<string, T[]>();
  for (const q of shuffle(pool, random)) {
    const group = groups.get(q.category) ?? [];
    group.push(q);
    groups.set(q.category, group);
  }
  const queues = shuffle([...groups.values()], random);
  const picked: T[] = [];
  while (picked.length < count && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      if (picked.length >= count) break;
      const next = queue.shift();
      if (next) picked.push(next);
    }
  }
  return shuffle(picked, random);
}

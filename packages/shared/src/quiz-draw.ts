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

/** Up to `count` distinct questions, categories taking turns; a category that runs out leaves its turns to the others. */
function takeTurns<T extends { category: string }>(pool: readonly T[], count: number, random: Random): T[] {
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
  return picked;
}

/**
 * Draws up to `count` distinct questions, spread across the categories as evenly as the bank
 * allows: categories take turns, and a category that runs out leaves its turns to the others.
 * Questions in `avoid` (the visitor's previous attempt) are drawn only when the other questions
 * are too few to fill the quiz.
 */
export function drawQuestions<T extends { id: number; category: string }>(
  pool: readonly T[],
  count: number,
  random: Random = Math.random,
  avoid: Iterable<number> = [],
): T[] {
  const avoided = new Set(avoid);
  const picked = takeTurns(
    pool.filter((q) => !avoided.has(q.id)),
    count,
    random,
  );
  if (picked.length < count) {
    const reused = pool.filter((q) => avoided.has(q.id));
    picked.push(...takeTurns(reused, count - picked.length, random));
  }
  return shuffle(picked, random);
}

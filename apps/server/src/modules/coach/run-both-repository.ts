import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RunBothWinner } from '@ai4n/shared';
import type { AppDb } from '../../db/client.js';
import { coachRuns } from '../../db/schema/index.js';

export type CoachRunRow = typeof coachRuns.$inferSelect;

const counted = (winner: RunBothWinner) => sql<number>`(count(*) filter (where ${coachRuns.winner} = ${winner}))::int`;

/** "Run both" runs of Prompt Coach and the visitors' choices. */
export function createRunBothRepository(db: AppDb) {
  return {
    async create(run: { model: string; ownerKey: string }): Promise<string> {
      const [row] = await db.insert(coachRuns).values(run).returning({ id: coachRuns.id });
      return row!.id;
    },

    async find(id: string): Promise<CoachRunRow | undefined> {
      const [row] = await db.select().from(coachRuns).where(eq(coachRuns.id, id));
      return row;
    },

    /** Records the owner's first choice, atomically; false when the run is not theirs or already has one. */
    async choose(id: string, ownerKey: string, winner: RunBothWinner): Promise<boolean> {
      const rows = await db
        .update(coachRuns)
        .set({ winner })
        .where(and(eq(coachRuns.id, id), eq(coachRuns.ownerKey, ownerKey), isNull(coachRuns.winner)))
        .returning({ id: coachRuns.id });
      return rows.length > 0;
    },

    /** Runs and choices per model. */
    async countsByModel() {
      return db
        .select({
          model: coachRuns.model,
          runs: sql<number>`count(*)::int`,
          choices: sql<number>`count(${coachRuns.winner})::int`,
          original: counted('original'),
          rewrite: counted('rewrite'),
          same: counted('same'),
        })
        .from(coachRuns)
        .groupBy(coachRuns.model)
        .orderBy(asc(coachRuns.model));
    },
  };
}

export type RunBothRepository = ReturnType<typeof createRunBothRepository>;

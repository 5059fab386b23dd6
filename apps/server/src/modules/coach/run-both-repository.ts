import { and, asc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RunBothWinner } from '@ai4n/shared';
import type { AppDb } from '../../db/client.js';
import { coachAnalyses, coachRuns } from '../../db/schema/index.js';

export type CoachRunRow = typeof coachRuns.$inferSelect;
export type CoachAnalysisRow = typeof coachAnalyses.$inferSelect;

const counted = (winner: RunBothWinner) => sql<number>`(count(*) filter (where ${coachRuns.winner} = ${winner}))::int`;

/** "Run both" runs of Prompt Coach and the visitors' choices. */
export function createRunBothRepository(db: AppDb) {
  return {
    /** An analysis made since `since` by this user or in this coach session; undefined for anyone else's. */
    async findAnalysis(
      id: string,
      owner: { userId: string | null; sessionId: string | null },
      since: Date,
    ): Promise<CoachAnalysisRow | undefined> {
      const mine: SQL[] = [];
      if (owner.userId) mine.push(eq(coachAnalyses.userId, owner.userId));
      if (owner.sessionId) mine.push(eq(coachAnalyses.sessionId, owner.sessionId));
      if (mine.length === 0) return undefined;
      const [row] = await db
        .select()
        .from(coachAnalyses)
        .where(and(eq(coachAnalyses.id, id), gt(coachAnalyses.createdAt, since), or(...mine)));
      return row;
    },

    /** Counts one more run of the analysis, atomically; false once it has had `max`. Never given back. */
    async claimRun(analysisId: string, max: number): Promise<boolean> {
      const rows = await db
        .update(coachAnalyses)
        .set({ runs: sql`${coachAnalyses.runs} + 1` })
        .where(and(eq(coachAnalyses.id, analysisId), lt(coachAnalyses.runs, max)))
        .returning({ id: coachAnalyses.id });
      return rows.length > 0;
    },

    /** A run that was answered: every run now has its placeholders filled (the service refuses the others). */
    async create(run: { model: string; ownerKey: string }): Promise<string> {
      const [row] = await db
        .insert(coachRuns)
        .values({ ...run, filled: true })
        .returning({ id: coachRuns.id });
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

    /** Runs and choices per model: only runs with their placeholders filled, never the older ones that may have sent brackets. */
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
        .where(eq(coachRuns.filled, true))
        .groupBy(coachRuns.model)
        .orderBy(asc(coachRuns.model));
    },
  };
}

export type RunBothRepository = ReturnType<typeof createRunBothRepository>;

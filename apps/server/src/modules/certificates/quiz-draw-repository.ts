import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { quizAttempts, quizDraws } from '../../db/schema/index.js';

export type DrawRow = typeof quizDraws.$inferSelect;
type NewAttempt = Omit<typeof quizAttempts.$inferInsert, 'drawId'>;

/** The certified quizzes drawn on the server, their locked answers and their one graded attempt. */
export function createQuizDrawRepository(db: AppDb) {
  return {
    async create(questionIds: number[], createdAt: Date, visitor: string | null = null): Promise<DrawRow> {
      const [row] = await db.insert(quizDraws).values({ questionIds, createdAt, visitor }).returning();
      return row;
    },

    async find(id: string): Promise<DrawRow | undefined> {
      const [row] = await db.select().from(quizDraws).where(eq(quizDraws.id, id));
      return row;
    },

    /** The question ids of those of these draws that were graded (a practice round may ask only these). */
    async gradedQuestionIds(ids: string[]): Promise<number[]> {
      const rows = await db
        .select({ questionIds: quizDraws.questionIds })
        .from(quizDraws)
        .where(and(inArray(quizDraws.id, ids), isNotNull(quizDraws.submittedAt)));
      return rows.flatMap((row) => row.questionIds);
    },

    /**
     * Locks one answer of an open draw, atomically: of two concurrent answers to the same question
     * only the first is kept. Returns the updated draw, or undefined when nothing was locked.
     */
    async lockAnswer(id: string, questionId: number, answer: number): Promise<DrawRow | undefined> {
      const key = String(questionId);
      const [row] = await db
        .update(quizDraws)
        .set({ lockedAnswers: sql`${quizDraws.lockedAnswers} || jsonb_build_object(${key}::text, ${answer}::int)` })
        .where(
          and(
            eq(quizDraws.id, id),
            isNull(quizDraws.submittedAt),
            sql`(${quizDraws.lockedAnswers} -> ${key}::text) is null`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Marks the draw submitted and records its graded attempt in one transaction; undefined when the
     * draw was already submitted (one graded attempt per draw, even for concurrent submissions).
     */
    async submit(id: string, submittedAt: Date, attempt: NewAttempt): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(quizDraws)
          .set({ submittedAt })
          .where(and(eq(quizDraws.id, id), isNull(quizDraws.submittedAt)))
          .returning({ id: quizDraws.id });
        if (claimed.length === 0) return undefined;
        const [row] = await tx
          .insert(quizAttempts)
          .values({ ...attempt, drawId: id })
          .returning({ id: quizAttempts.id });
        return row.id;
      });
    },

    /** Deletes draws made before `olderThan` that were never submitted (periodic cleanup); returns how many. */
    async deleteStaleDraws(olderThan: Date): Promise<number> {
      const removed = await db
        .delete(quizDraws)
        .where(and(isNull(quizDraws.submittedAt), lt(quizDraws.createdAt, olderThan)))
        .returning({ id: quizDraws.id });
      return removed.length;
    },
  };
}

export type QuizDrawRepository = ReturnType<typeof createQuizDrawRepository>;

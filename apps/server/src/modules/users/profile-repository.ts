import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { publicRows } from '../../db/content-queries.js';
import { lessons, prompts, quizQuestions, userFavorites, users, type SchoolProgress } from '../../db/schema/index.js';

export function createProfileRepository(db: AppDb) {
  return {
    async favorites(userId: string): Promise<string[]> {
      const rows = await db
        .select({ promptId: userFavorites.promptId })
        .from(userFavorites)
        .where(eq(userFavorites.userId, userId))
        .orderBy(asc(userFavorites.createdAt));
      return rows.map((r) => r.promptId);
    },
    /** False when the prompt does not exist. */
    async addFavorite(userId: string, promptId: string): Promise<boolean> {
      const [prompt] = await db.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, promptId));
      if (!prompt) return false;
      await db.insert(userFavorites).values({ userId, promptId }).onConflictDoNothing();
      return true;
    },
    async removeFavorite(userId: string, promptId: string): Promise<void> {
      await db.delete(userFavorites).where(and(eq(userFavorites.userId, userId), eq(userFavorites.promptId, promptId)));
    },
    async progress(userId: string): Promise<SchoolProgress | null> {
      const [row] = await db.select({ schoolProgress: users.schoolProgress }).from(users).where(eq(users.id, userId));
      return row?.schoolProgress ?? null;
    },
    async saveProgress(userId: string, progress: SchoolProgress): Promise<void> {
      await db.update(users).set({ schoolProgress: progress, updatedAt: new Date() }).where(eq(users.id, userId));
    },
    async activeLessonIds(): Promise<number[]> {
      const rows = await db
        .select({ id: lessons.id })
        .from(lessons)
        .where(and(eq(lessons.isActive, true), eq(lessons.isArchived, false)));
      return rows.map((r) => r.id);
    },
    /** Those of the ids that are questions the quiz still asks. */
    async activeQuestionIds(ids: number[]): Promise<number[]> {
      const rows = await db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .where(and(inArray(quizQuestions.id, ids), publicRows(quizQuestions)));
      return rows.map((r) => r.id);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

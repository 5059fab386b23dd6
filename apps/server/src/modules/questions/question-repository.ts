import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { quizQuestions, quizSettings } from '../../db/schema/index.js';

export type QuestionRow = typeof quizQuestions.$inferSelect;
export type NewQuestionRow = typeof quizQuestions.$inferInsert;
export type QuizSettingsRow = typeof quizSettings.$inferSelect;

const isPublic = and(eq(quizQuestions.isActive, true), eq(quizQuestions.isArchived, false));
/** Which questions a list holds: the public ones (active, not archived), every one, or those the public never sees. */
export type QuestionState = 'public' | 'all' | 'hidden';
const stateFilter: Record<QuestionState, SQL | undefined> = { public: isPublic, all: undefined, hidden: not(isPublic!) };

export interface QuestionFilter {
  categories?: string[];
  difficulties?: string[];
  limit?: number;
  random?: boolean;
  /** Public unless an administrator asks for more. */
  state?: QuestionState;
}

export function createQuestionRepository(db: AppDb) {
  return {
    async list(filter: QuestionFilter): Promise<QuestionRow[]> {
      const where: (SQL | undefined)[] = [stateFilter[filter.state ?? 'public']];
      if (filter.categories?.length) where.push(inArray(quizQuestions.category, filter.categories));
      if (filter.difficulties?.length) where.push(inArray(quizQuestions.difficulty, filter.difficulties));
      const query = db
        .select()
        .from(quizQuestions)
        .where(and(...where))
        .orderBy(filter.random ? sql`random()` : asc(quizQuestions.order), asc(quizQuestions.id));
      return filter.limit ? query.limit(filter.limit) : query;
    },

    /** Every question whatever its state (the admin console), by id. */
    async listAll(): Promise<QuestionRow[]> {
      return db.select().from(quizQuestions).orderBy(asc(quizQuestions.id));
    },

    async findPublicById(id: number): Promise<QuestionRow | undefined> {
      const [row] = await db.select().from(quizQuestions).where(and(eq(quizQuestions.id, id), isPublic));
      return row;
    },

    /** Questions by id whatever their state: a drawn quiz is graded even if one was disabled since. */
    async findByIds(ids: number[]): Promise<QuestionRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(quizQuestions).where(inArray(quizQuestions.id, ids));
    },

    async countPublic(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(quizQuestions).where(isPublic);
      return row.count;
    },

    async countPublicBy(column: 'category' | 'difficulty'): Promise<Array<{ key: string; count: number }>> {
      const col = column === 'category' ? quizQuestions.category : quizQuestions.difficulty;
      return db
        .select({ key: col, count: sql<number>`count(*)::int` })
        .from(quizQuestions)
        .where(isPublic)
        .groupBy(col)
        .orderBy(asc(col));
    },

    async settings(): Promise<QuizSettingsRow | undefined> {
      const [row] = await db.select().from(quizSettings).where(eq(quizSettings.id, 1));
      return row;
    },

    async findById(id: number): Promise<QuestionRow | undefined> {
      const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
      return row;
    },
    async insertOne(row: NewQuestionRow): Promise<QuestionRow> {
      const [created] = await db.insert(quizQuestions).values(row).returning();
      return created;
    },
    async update(id: number, changes: Partial<NewQuestionRow>): Promise<QuestionRow | undefined> {
      const [row] = await db.update(quizQuestions).set({ ...changes, updatedAt: new Date() }).where(eq(quizQuestions.id, id)).returning();
      return row;
    },
    async remove(id: number): Promise<boolean> {
      return (await db.delete(quizQuestions).where(eq(quizQuestions.id, id)).returning({ id: quizQuestions.id })).length === 1;
    },
    async saveSettings(settings: { questionsPerQuiz: number; passingScore: number; showFeedbackImmediately: boolean; allowRetries: boolean }) {
      await db
        .insert(quizSettings)
        .values({ id: 1, ...settings })
        .onConflictDoUpdate({ target: quizSettings.id, set: { ...settings, updatedAt: new Date() } });
    },
  };
}

export type QuestionRepository = ReturnType<typeof createQuestionRepository>;

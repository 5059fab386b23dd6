import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { quizQuestions, quizSettings } from '../../db/schema/index.js';
import { numberedContentQueries, publicRows } from '../../db/content-queries.js';

export type QuestionRow = typeof quizQuestions.$inferSelect;
export type NewQuestionRow = typeof quizQuestions.$inferInsert;
export type QuizSettingsRow = typeof quizSettings.$inferSelect;

const isPublic = publicRows(quizQuestions);
/** Which questions a list holds: the public ones (active, not archived), every one, or those the public never sees. */
export type QuestionState = 'public' | 'all' | 'hidden';
const stateFilter: Record<QuestionState, SQL | undefined> = {
  public: isPublic,
  all: undefined,
  hidden: not(isPublic!),
};

export interface QuestionFilter {
  categories?: string[];
  difficulties?: string[];
  limit?: number;
  random?: boolean;
  /** Public unless an administrator asks for more. */
  state?: QuestionState;
}

export function createQuestionRepository(db: AppDb) {
  const { countPublicBy, ...byId } = numberedContentQueries(db, quizQuestions);
  return {
    ...byId,

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

    /** Questions by id whatever their state: a drawn quiz is graded even if one was disabled since. */
    async findByIds(ids: number[]): Promise<QuestionRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(quizQuestions).where(inArray(quizQuestions.id, ids));
    },

    async countPublic(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(quizQuestions)
        .where(isPublic);
      return row.count;
    },

    async countPublicBy(column: 'category' | 'difficulty'): Promise<Array<{ key: string; count: number }>> {
      return countPublicBy(quizQuestions[column]);
    },

    async settings(): Promise<QuizSettingsRow | undefined> {
      const [row] = await db.select().from(quizSettings).where(eq(quizSettings.id, 1));
      return row;
    },

    async saveSettings(settings: {
      questionsPerQuiz: number;
      passingScore: number;
      showFeedbackImmediately: boolean;
      allowRetries: boolean;
    }) {
      await db
        .insert(quizSettings)
        .values({ id: 1, ...settings })
        .onConflictDoUpdate({ target: quizSettings.id, set: { ...settings, updatedAt: new Date() } });
    },
  };
}

export type QuestionRepository = ReturnType<typeof createQuestionRepository>;

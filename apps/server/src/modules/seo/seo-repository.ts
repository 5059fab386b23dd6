import { max } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { faqs, lessons, prompts, quizQuestions } from '../../db/schema/index.js';

/** When the content of the public pages last changed (every row counts: hiding one is a change too). */
export interface ContentChanges {
  lessons: Date | null;
  quizQuestions: Date | null;
  prompts: Date | null;
  faqsByCategory: Map<string, Date>;
}

export function createSeoRepository(db: AppDb) {
  const latest = async (table: typeof lessons | typeof quizQuestions | typeof prompts) => {
    const [row] = await db.select({ at: max(table.updatedAt) }).from(table);
    return row?.at ?? null;
  };
  return {
    async contentChanges(): Promise<ContentChanges> {
      const [lessonsAt, questionsAt, promptsAt, faqRows] = await Promise.all([
        latest(lessons),
        latest(quizQuestions),
        latest(prompts),
        db
          .select({ category: faqs.category, at: max(faqs.updatedAt) })
          .from(faqs)
          .groupBy(faqs.category),
      ]);
      return {
        lessons: lessonsAt,
        quizQuestions: questionsAt,
        prompts: promptsAt,
        faqsByCategory: new Map(faqRows.flatMap((r) => (r.at ? [[r.category, r.at] as const] : []))),
      };
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;

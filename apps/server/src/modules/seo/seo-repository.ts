import { eq, max, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { publicRows } from '../../db/content-queries.js';
import { faqs, lessons, prompts, quizQuestions } from '../../db/schema/index.js';

/**
 * When the published content of the public pages last changed: only rows the public sees count, so
 * an administrator saving drafts or hidden rows does not tell crawlers a page changed.
 */
export interface ContentChanges {
  lessons: Date | null;
  quizQuestions: Date | null;
  prompts: Date | null;
  faqsByCategory: Map<string, Date>;
}

export function createSeoRepository(db: AppDb) {
  const latest = async (table: typeof lessons | typeof quizQuestions | typeof prompts, published: SQL) => {
    const [row] = await db
      .select({ at: max(table.updatedAt) })
      .from(table)
      .where(published);
    return row?.at ?? null;
  };
  return {
    async contentChanges(): Promise<ContentChanges> {
      const [lessonsAt, questionsAt, promptsAt, faqRows] = await Promise.all([
        latest(lessons, publicRows(lessons)),
        latest(quizQuestions, publicRows(quizQuestions)),
        latest(prompts, eq(prompts.status, 'active')),
        db
          .select({ category: faqs.category, at: max(faqs.updatedAt) })
          .from(faqs)
          .where(publicRows(faqs))
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

import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { appSettings, faqs, lessons, prompts, quizQuestions, quizSettings } from '../schema/index.js';
import { prepareLesson } from '../../modules/lessons/lesson-service.js';

interface SeedSet {
  /** Bump the version to ship new content to existing databases. */
  key: string;
  run(tx: AppDb): Promise<number>;
  /** Updates content seeded by an earlier release: nothing to do when the content was seeded in this same run. */
  updatesEarlierSeeds?: boolean;
}

// The seeded content (close to 1 MB of source) is imported by the set that inserts it: a start on
// a seeded database never loads it.
const seedSets: SeedSet[] = [
  {
    key: 'seed:faqs:v1',
    async run(tx) {
      const { faqSeed } = await import('./content-files.js');
      const orderInCategory = new Map<string, number>();
      const rows = faqSeed.map((f) => {
        const order = orderInCategory.get(f.category) ?? 0;
        orderInCategory.set(f.category, order + 1);
        return { ...f, order };
      });
      await tx.insert(faqs).values(rows);
      return rows.length;
    },
  },
  {
    key: 'seed:lessons:v1',
    async run(tx) {
      const { lessonSeed } = await import('./content-files.js');
      await tx.insert(lessons).values(lessonSeed.map((lesson) => prepareLesson(lesson)));
      return lessonSeed.length;
    },
  },
  {
    key: 'seed:questions:v1',
    async run(tx) {
      const { questionSeed } = await import('./content-files.js');
      await tx
        .insert(quizQuestions)
        .values(questionSeed.map((q, i) => ({ ...q, options: [...q.options], order: i + 1 })));
      return questionSeed.length;
    },
  },
  {
    key: 'seed:prompts:v1',
    async run(tx) {
      const { promptSeedRows } = await import('./prompt-seed.js');
      const { recordOfferedPromptTitles } = await import('./content-refresh.js');
      const rows = promptSeedRows();
      await tx.insert(prompts).values(rows);
      await recordOfferedPromptTitles(tx);
      return rows.length;
    },
  },
  {
    key: 'seed:quiz-settings:v1',
    async run(tx) {
      await tx.insert(quizSettings).values({ id: 1 }).onConflictDoNothing();
      return 1;
    },
  },
  {
    key: 'seed:content-refresh:2026-11',
    run: async (tx) => (await import('./content-refresh.js')).refreshSeededContent(tx),
    updatesEarlierSeeds: true,
  },
  {
    // The review of 28 November 2026 (issue 30): the revised texts again, for seeded rows nobody has edited.
    key: 'seed:content-refresh:2026-11-28',
    run: async (tx) => (await import('./content-refresh.js')).refreshSeededContent(tx),
    updatesEarlierSeeds: true,
  },
  {
    // Content as files (issue 32): lessons, questions and FAQs from content/, the prompts' teaching
    // notes, and the library prompts added since a database was seeded (decision 0070).
    key: 'seed:content-refresh:2026-11-29',
    run: async (tx) => (await import('./content-refresh.js')).refreshSeededContent(tx),
    updatesEarlierSeeds: true,
  },
  {
    // After the sets above: every seeded question names the lesson that teaches it, on old databases too.
    key: 'seed:question-lessons:v1',
    run: async (tx) => (await import('./question-lessons.js')).linkSeededQuestions(tx),
  },
];

/**
 * Seeds each content set once, recording a marker, so a second start adds nothing and
 * content an administrator deleted does not come back.
 */
export async function runSeeds(db: AppDb): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  // Most starts have nothing to seed: one query says so (each set below re-checks in its transaction).
  const done = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(
      inArray(
        appSettings.key,
        seedSets.map((set) => set.key),
      ),
    );
  if (done.length === seedSets.length) return added;
  for (const set of seedSets) {
    await db.transaction(async (tx) => {
      const done = await tx.select().from(appSettings).where(eq(appSettings.key, set.key));
      if (done.length > 0) return;
      const freshContent = set.updatesEarlierSeeds && Object.keys(added).length > 0;
      added[set.key] = freshContent ? 0 : await set.run(tx as unknown as AppDb);
      await tx.insert(appSettings).values({ key: set.key, value: { seededAt: new Date().toISOString() } });
    });
  }
  return added;
}

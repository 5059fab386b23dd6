import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { appSettings, faqs, lessons, prompts, quizQuestions } from '../schema/index.js';
import { prepareLesson } from '../../modules/lessons/lesson-service.js';
import { faqSeed, lessonSeed, questionSeed } from './content-files.js';
import { FIRST_LIBRARY_TITLES } from './first-library-titles.js';
import { promptSeed, promptSeedRows, SEED_AUTHOR } from './prompt-seed.js';
import type { NewPromptRow } from '../../modules/prompts/prompt-repository.js';

/** Lessons and questions this revision added (the first seed stopped at lesson 5 and question 84). */
const FIRST_NEW_LESSON_ID = 6;
const FIRST_NEW_QUESTION_ID = 85;

/** Gallery prompts this revision renamed, so a database seeded before it still finds them. */
const FORMER_PROMPT_TITLES: Record<string, string> = {
  'Five Short Videos to Film in One Session': 'Short-Form Video Scripts for Reels and TikTok',
  'Customer Feedback Survey Designer': 'Customer Feedback Survey and Results Summary',
  'New Hire Task Training and Sign-Off Plan (30 Days)': 'New Hire 30-Day Training Plan',
  'Procedure Training Session Plan (Show, Try, Teach Back)': 'Step-by-Step SOP Training Guide',
  'One-Idea Short Video Script with Hook Tests': 'Short-Form Video Script (Reels, TikTok, Shorts)',
  'Stale Property Listing Refresh': 'Property Listing Storyteller',
  'Difficult Conversation Prep with Clients, Partners or Suppliers': 'Difficult Conversation Preparation',
};

/**
 * The library titles this database has been offered (decision 0070): a library prompt whose title
 * is not among them is new to it and is added; one that is among them but missing was deleted by
 * an administrator and stays deleted.
 */
export const OFFERED_TITLES_KEY = 'seed:prompt-titles';

async function offeredPromptTitles(tx: AppDb): Promise<Set<string>> {
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, OFFERED_TITLES_KEY));
  // Seeded before titles were recorded: it was offered the first library.
  return new Set(row ? (row.value as { titles: string[] }).titles : FIRST_LIBRARY_TITLES);
}

/** Records that the whole library as it is now has been offered (the prompt seed and every refresh call it). */
export async function recordOfferedPromptTitles(tx: AppDb): Promise<void> {
  const value = { titles: promptSeed.map((p) => p.title) };
  await tx
    .insert(appSettings)
    .values({ key: OFFERED_TITLES_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Adds a library prompt new to this database, unless a prompt already has its title (an
 * administrator wrote one). It is dated today, so 'newest' shows it, and carries the time of the
 * prompt seed as its last write: like every seeded row, it counts as unedited until someone edits it.
 */
async function addLibraryPrompt(tx: AppDb, row: NewPromptRow, promptsSeeded: Date): Promise<number> {
  const [taken] = await tx.select({ id: prompts.id }).from(prompts).where(eq(prompts.title, row.title)).limit(1);
  if (taken) return 0;
  await tx
    .insert(prompts)
    .values({ ...row, createdAt: new Date().toISOString().slice(0, 10), updatedAt: promptsSeeded });
  return 1;
}

/** The marker of the first refresh (November 2026), which inserted the lessons and questions added then. */
export const FIRST_REFRESH_KEY = 'seed:content-refresh:2026-11';

async function markerTime(tx: AppDb, key: string): Promise<Date | null> {
  const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, key));
  return marker ? marker.updatedAt : null;
}

/** Rows written by the seed until this moment are still as the seed wrote them (a minute of slack for the seeding itself). */
const withSlack = (at: Date) => new Date(at.getTime() + 60_000);

/**
 * Ships the revised course, quiz, FAQs and gallery to databases seeded before them. A row the
 * seed wrote and nobody has edited since takes the new text; rows an administrator edited keep
 * theirs; deleted rows stay deleted. The refresh never touches `updated_at`, so a row is unedited
 * while it is not newer than its set's seeding, or, for the lessons and questions the first
 * refresh inserted, than that refresh.
 *
 * The first run (November 2026) adds the new lessons and questions and puts the invented view
 * counts of the seeded prompts back to zero; a later run (once the first is recorded) only
 * updates: it adds nothing back and leaves the visitors' real view counts alone. Every run adds
 * the library prompts this database has not been offered yet (by title, decision 0070).
 */
export async function refreshSeededContent(tx: AppDb): Promise<number> {
  let changed = 0;
  const firstRefresh = await markerTime(tx, FIRST_REFRESH_KEY);
  const later = firstRefresh !== null;
  /** A row the seed wrote is unedited while it is not newer than this (null: the set was never seeded). */
  const seededBefore = async (key: string) => {
    const seeded = await markerTime(tx, key);
    return seeded ? withSlack(seeded) : null;
  };
  const addedBefore = (seeded: Date) =>
    firstRefresh && withSlack(firstRefresh) > seeded ? withSlack(firstRefresh) : seeded;

  const lessonsSeeded = await seededBefore('seed:lessons:v1');
  if (lessonsSeeded) {
    for (const lesson of lessonSeed) {
      const row = prepareLesson(lesson);
      const added = lesson.id >= FIRST_NEW_LESSON_ID;
      if (added && !later) {
        changed += (await tx.insert(lessons).values(row).onConflictDoNothing().returning({ id: lessons.id })).length;
      } else {
        const { id, ...text } = row;
        const unedited = lte(lessons.updatedAt, added ? addedBefore(lessonsSeeded) : lessonsSeeded);
        changed += (
          await tx
            .update(lessons)
            .set(text)
            .where(and(eq(lessons.id, id), unedited))
            .returning({ id: lessons.id })
        ).length;
      }
    }
  }

  const questionsSeeded = await seededBefore('seed:questions:v1');
  if (questionsSeeded) {
    for (const [i, q] of questionSeed.entries()) {
      const row = { ...q, options: [...q.options], order: i + 1 };
      const added = q.id >= FIRST_NEW_QUESTION_ID;
      if (added && !later) {
        changed += (
          await tx.insert(quizQuestions).values(row).onConflictDoNothing().returning({ id: quizQuestions.id })
        ).length;
      } else {
        const { id, order: _order, ...text } = row;
        const unedited = lte(quizQuestions.updatedAt, added ? addedBefore(questionsSeeded) : questionsSeeded);
        changed += (
          await tx
            .update(quizQuestions)
            .set(text)
            .where(and(eq(quizQuestions.id, id), unedited))
            .returning({ id: quizQuestions.id })
        ).length;
      }
    }
  }

  const faqsSeeded = await seededBefore('seed:faqs:v1');
  if (faqsSeeded) {
    const orderInCategory = new Map<string, number>();
    for (const faq of faqSeed) {
      const order = orderInCategory.get(faq.category) ?? 0;
      orderInCategory.set(faq.category, order + 1);
      const where = and(eq(faqs.category, faq.category), eq(faqs.order, order), lte(faqs.updatedAt, faqsSeeded));
      changed += (
        await tx
          .update(faqs)
          .set({ question: faq.question, answer: faq.answer })
          .where(where)
          .returning({ id: faqs.id })
      ).length;
    }
  }

  const promptsSeeded = await markerTime(tx, 'seed:prompts:v1');
  if (promptsSeeded) {
    const offered = await offeredPromptTitles(tx);
    const rows = promptSeedRows();
    for (const [i, seed] of promptSeed.entries()) {
      const { createdAt: _createdAt, status: _status, isFeatured: _featured, ...text } = rows[i];
      if (!offered.has(seed.title)) {
        changed += await addLibraryPrompt(tx, rows[i], promptsSeeded);
        continue;
      }
      const titles = [seed.title, FORMER_PROMPT_TITLES[seed.title]].filter(Boolean);
      const where = and(
        inArray(prompts.title, titles),
        eq(prompts.addedBy, SEED_AUTHOR),
        lte(prompts.updatedAt, withSlack(promptsSeeded)),
      );
      changed += (
        await tx
          .update(prompts)
          .set(later ? text : { ...text, views: 0 })
          .where(where)
          .returning({ id: prompts.id })
      ).length;
    }
    await recordOfferedPromptTitles(tx);
  }
  return changed;
}

import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { appSettings, faqs, lessons, prompts, quizQuestions } from '../schema/index.js';
import { prepareLesson } from '../../modules/lessons/lesson-service.js';
import { faqSeed, lessonSeed, questionSeed } from './content-files.js';
import { promptSeed, promptSeedRows, SEED_AUTHOR } from './prompt-seed.js';

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
 * updates: it adds nothing back and leaves the visitors' real view counts alone.
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

  const promptsSeeded = await seededBefore('seed:prompts:v1');
  if (promptsSeeded) {
    const rows = promptSeedRows();
    for (const [i, seed] of promptSeed.entries()) {
      const { createdAt: _createdAt, status: _status, isFeatured: _featured, ...text } = rows[i];
      const titles = [seed.title, FORMER_PROMPT_TITLES[seed.title]].filter(Boolean);
      const where = and(
        inArray(prompts.title, titles),
        eq(prompts.addedBy, SEED_AUTHOR),
        lte(prompts.updatedAt, promptsSeeded),
      );
      changed += (
        await tx
          .update(prompts)
          .set(later ? text : { ...text, views: 0 })
          .where(where)
          .returning({ id: prompts.id })
      ).length;
    }
  }
  return changed;
}

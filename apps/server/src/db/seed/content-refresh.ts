import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { appSettings, faqs, lessons, prompts, quizQuestions } from '../schema/index.js';
import { prepareLesson } from '../../modules/lessons/lesson-service.js';
import { faqSeed } from './faq-content.js';
import { lessonSeed } from './lesson-content.js';
import { questionSeed } from './question-content.js';
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

/** A row still as the seed wrote it: not updated after its set was seeded (a minute of slack for the seeding itself). */
async function seededBefore(tx: AppDb, key: string): Promise<Date | null> {
  const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, key));
  return marker ? new Date(marker.updatedAt.getTime() + 60_000) : null;
}

/**
 * Ships the revised course, quiz, FAQs and gallery (November 2026) to databases seeded before it.
 * A row the seed wrote and nobody has edited since takes the new text; rows an administrator
 * edited keep theirs; deleted rows stay deleted; the new lessons and questions are added.
 * Invented view counts of the seeded prompts go back to zero.
 */
export async function refreshSeededContent(tx: AppDb): Promise<number> {
  let changed = 0;

  const lessonsSeeded = await seededBefore(tx, 'seed:lessons:v1');
  if (lessonsSeeded) {
    for (const lesson of lessonSeed) {
      const row = prepareLesson(lesson);
      if (lesson.id >= FIRST_NEW_LESSON_ID) {
        changed += (await tx.insert(lessons).values(row).onConflictDoNothing().returning({ id: lessons.id })).length;
      } else {
        const { id, ...text } = row;
        changed += (
          await tx
            .update(lessons)
            .set(text)
            .where(and(eq(lessons.id, id), lte(lessons.updatedAt, lessonsSeeded)))
            .returning({ id: lessons.id })
        ).length;
      }
    }
  }

  const questionsSeeded = await seededBefore(tx, 'seed:questions:v1');
  if (questionsSeeded) {
    for (const [i, q] of questionSeed.entries()) {
      const row = { ...q, options: [...q.options], order: i + 1 };
      if (q.id >= FIRST_NEW_QUESTION_ID) {
        changed += (
          await tx.insert(quizQuestions).values(row).onConflictDoNothing().returning({ id: quizQuestions.id })
        ).length;
      } else {
        const { id, order: _order, ...text } = row;
        changed += (
          await tx
            .update(quizQuestions)
            .set(text)
            .where(and(eq(quizQuestions.id, id), lte(quizQuestions.updatedAt, questionsSeeded)))
            .returning({ id: quizQuestions.id })
        ).length;
      }
    }
  }

  const faqsSeeded = await seededBefore(tx, 'seed:faqs:v1');
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

  const promptsSeeded = await seededBefore(tx, 'seed:prompts:v1');
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
          .set({ ...text, views: 0 })
          .where(where)
          .returning({ id: prompts.id })
      ).length;
    }
  }
  return changed;
}

import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../client.js';
import { lessons, quizQuestions } from '../schema/index.js';

/**
 * The seeded questions each seeded lesson teaches (lesson id: question ids), for the "Read the
 * lesson" link of a missed question. Chosen by reading each question against the lessons' sections.
 */
const lessonQuestions: Record<number, number[]> = {
  // What AI is (and is not): how models work, cut-off, memory, hallucinations, privacy, bias.
  1: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 97],
  // The anatomy of a good prompt: role, context, task, audience, format, constraints.
  2: [22, 23, 24, 28, 29, 30, 32, 33, 37, 38, 42],
  // Examples, few-shot prompting, delimiters and templates.
  3: [25, 26, 27, 31, 34, 35, 36, 39, 40, 41],
  // Iterate, reason and judge: follow-ups, step by step, chaining, judging and verifying outputs.
  4: [16, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 83],
  // Choosing and using the main AI models, image prompts, AI at work.
  5: [64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 84],
  // Answers from your own documents.
  6: [85, 86, 87, 88],
  // Two blind spots: agreeing too easily and counting precisely.
  7: [89, 90, 91, 92],
  // Photos and voice.
  8: [93, 94, 95, 96],
  // Memory, agents and connectors.
  9: [98, 99, 100],
};

/** The lesson of each seeded question, by question id. */
export const questionLessons: ReadonlyMap<number, number> = new Map(
  Object.entries(lessonQuestions).flatMap(([lesson, questions]) => questions.map((q) => [q, Number(lesson)] as const)),
);

/**
 * Names the lesson of each seeded question that has none yet (a database seeded before questions
 * had lessons): a lesson an administrator chose is kept, and so is a question reworded since (it
 * may ask something else now) or whose lesson was deleted.
 */
export async function linkSeededQuestions(tx: AppDb): Promise<number> {
  const { questionSeed } = await import('./content-files.js');
  const lessonIds = new Set((await tx.select({ id: lessons.id }).from(lessons)).map((row) => row.id));
  let linked = 0;
  for (const q of questionSeed) {
    const lessonId = questionLessons.get(q.id);
    if (lessonId === undefined || !lessonIds.has(lessonId)) continue;
    const where = and(
      eq(quizQuestions.id, q.id),
      isNull(quizQuestions.lessonId),
      eq(quizQuestions.question, q.question),
    );
    linked += (await tx.update(quizQuestions).set({ lessonId }).where(where).returning({ id: quizQuestions.id }))
      .length;
  }
  return linked;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNull } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../client.js';
import { appSettings, lessons, quizQuestions } from '../schema/index.js';
import { lessonSeed, questionSeed } from './content-files.js';
import { questionLessons } from './question-lessons.js';
import { runSeeds } from './run-seeds.js';

describe('the lesson of each seeded question', () => {
  it('names a seeded lesson for every seeded question, and nothing else', () => {
    const lessonIds = new Set(lessonSeed.map((l) => l.id));
    expect(questionSeed.filter((q) => !lessonIds.has(questionLessons.get(q.id) ?? -1)).map((q) => q.id)).toEqual([]);
    expect([...questionLessons.keys()].sort((a, b) => a - b)).toEqual(
      questionSeed.map((q) => q.id).sort((a, b) => a - b),
    );
    // Every lesson is the answer to some question.
    expect(new Set(questionLessons.values())).toEqual(lessonIds);
  });
});

describe('linking seeded questions to their lessons', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('links every question of a fresh database', async () => {
    await runSeeds(database.db);
    const rows = await database.db.select().from(quizQuestions);
    expect(rows).toHaveLength(questionSeed.length);
    for (const row of rows) expect(row.lessonId, `question ${row.id}`).toBe(questionLessons.get(row.id));
  });

  it('fills only the missing links of a database seeded before, keeping an administrator’s choice', async () => {
    const db = database.db;
    // A database from before lessons were named: no links, one chosen since by the admin, one reworded, one lesson gone.
    await db.update(quizQuestions).set({ lessonId: null });
    await db.update(quizQuestions).set({ lessonId: 5 }).where(eq(quizQuestions.id, 1));
    await db.update(quizQuestions).set({ question: 'Reworded by the admin?' }).where(eq(quizQuestions.id, 2));
    await db.delete(lessons).where(eq(lessons.id, 8));
    await db.delete(appSettings).where(eq(appSettings.key, 'seed:question-lessons:v1'));

    const added = await runSeeds(db);
    const lessonEight = questionSeed.filter((q) => questionLessons.get(q.id) === 8).length;
    expect(added['seed:question-lessons:v1']).toBe(questionSeed.length - 2 - lessonEight);
    const byId = async (id: number) => (await db.select().from(quizQuestions).where(eq(quizQuestions.id, id)))[0];
    expect((await byId(1)).lessonId).toBe(5);
    expect((await byId(2)).lessonId).toBeNull();
    expect((await byId(3)).lessonId).toBe(questionLessons.get(3));
    const unlinked = await db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(isNull(quizQuestions.lessonId));
    expect(unlinked.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [2, ...questionSeed.filter((q) => questionLessons.get(q.id) === 8).map((q) => q.id)].sort((a, b) => a - b),
    );
    // Once done, a start changes nothing more.
    await db
      .update(quizQuestions)
      .set({ lessonId: null })
      .where(inArray(quizQuestions.id, [3]));
    expect(await runSeeds(db)).toEqual({});
    expect((await byId(3)).lessonId).toBeNull();
  });
});

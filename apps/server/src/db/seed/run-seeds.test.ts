import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FAQ_CATEGORIES, QUESTION_CATEGORIES, QUESTION_DIFFICULTIES } from '@ai4n/shared';
import { createTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../client.js';
import { faqs, lessons, quizQuestions, quizSettings } from '../schema/index.js';
import { runSeeds } from './run-seeds.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('runSeeds', () => {
  it('seeds 10 FAQs per category, the course, the question bank and the default quiz settings', async () => {
    const added = await runSeeds(database.db);
    expect(added['seed:faqs:v1']).toBe(60);
    expect(added['seed:lessons:v1']).toBe(9);
    expect(added['seed:questions:v1']).toBeGreaterThanOrEqual(80);
    const bank = await database.db.select().from(quizQuestions);
    for (const category of QUESTION_CATEGORIES)
      for (const difficulty of QUESTION_DIFFICULTIES)
        expect(
          bank.some((q) => q.category === category && q.difficulty === difficulty),
          `${category}/${difficulty}`,
        ).toBe(true);
    for (const q of bank) {
      expect(q.options).toHaveLength(4);
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(q.correctAnswer).toBeLessThan(4);
      expect(q.explanation.length).toBeGreaterThan(20);
    }
    const positions = [0, 1, 2, 3].map((p) => bank.filter((q) => q.correctAnswer === p).length);
    expect(Math.min(...positions)).toBeGreaterThanOrEqual(bank.length / 6);
    const course = await database.db.select().from(lessons);
    expect(course.map((l) => l.stage).sort()).toEqual([
      'foundation',
      'stage1',
      'stage1',
      'stage2',
      'stage2',
      'stage2',
      'stage3',
      'stage3',
      'stage3',
    ]);
    for (const lesson of course) {
      expect(lesson.content).toContain('class="example-before"');
      expect(lesson.content).toContain('class="exercise"');
      expect(lesson.content).toContain('class="takeaways"');
    }
    const counts = await database.db
      .select({ category: faqs.category, count: sql<number>`count(*)::int` })
      .from(faqs)
      .groupBy(faqs.category);
    expect(Object.fromEntries(counts.map((c) => [c.category, c.count]))).toEqual(
      Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, 10])),
    );
    const [settings] = await database.db.select().from(quizSettings);
    expect(settings).toMatchObject({
      questionsPerQuiz: 20,
      passingScore: 60,
      showFeedbackImmediately: true,
      allowRetries: true,
    });
  });

  it('adds nothing on a second run, and does not bring back deleted content', async () => {
    const [one] = await database.db.select().from(faqs).limit(1);
    await database.db.delete(faqs).where(eq(faqs.id, one.id));
    expect(await runSeeds(database.db)).toEqual({});
    const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(faqs);
    expect(count).toBe(59);
  });
});

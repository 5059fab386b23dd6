import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FAQ_CATEGORIES } from '@ai4n/shared';
import { createTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../client.js';
import { faqs, quizSettings } from '../schema/index.js';
import { runSeeds } from './run-seeds.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('runSeeds', () => {
  it('seeds 10 FAQs per category and the default quiz settings', async () => {
    const added = await runSeeds(database.db);
    expect(added['seed:faqs:v1']).toBe(60);
    const counts = await database.db
      .select({ category: faqs.category, count: sql<number>`count(*)::int` })
      .from(faqs)
      .groupBy(faqs.category);
    expect(Object.fromEntries(counts.map((c) => [c.category, c.count]))).toEqual(
      Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, 10])),
    );
    const [settings] = await database.db.select().from(quizSettings);
    expect(settings).toMatchObject({ questionsPerQuiz: 20, passingScore: 60, showFeedbackImmediately: true, allowRetries: true });
  });

  it('adds nothing on a second run, and does not bring back deleted content', async () => {
    const [one] = await database.db.select().from(faqs).limit(1);
    await database.db.delete(faqs).where(eq(faqs.id, one.id));
    expect(await runSeeds(database.db)).toEqual({});
    const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(faqs);
    expect(count).toBe(59);
  });
});

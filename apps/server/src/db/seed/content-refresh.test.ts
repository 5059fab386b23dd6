import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/test-app.js';
import type { Database } from '../client.js';
import { appSettings, faqs, lessons, prompts, quizQuestions } from '../schema/index.js';
import { lessonSeed, questionSeed } from './content-files.js';
import { OFFERED_TITLES_KEY } from './content-refresh.js';
import { FIRST_LIBRARY_TITLES } from './first-library-titles.js';
import { promptSeed, promptSeedRows, SEED_AUTHOR } from './prompt-seed.js';
import { runSeeds } from './run-seeds.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('content refresh for databases seeded by an earlier release', () => {
  it('is recorded without work on a fresh database', async () => {
    const added = await runSeeds(database.db);
    expect(added['seed:content-refresh:2026-11']).toBe(0);
    expect(added['seed:content-refresh:2026-11-28']).toBe(0);
  });

  it('updates unedited seeded rows, keeps edited and deleted ones, adds the new lessons and questions', async () => {
    const db = database.db;
    // An install from before the revision: old texts, no new lessons or questions, invented views.
    await db.update(lessons).set({ content: '<p>old lesson</p>' }).where(eq(lessons.id, 1));
    await db
      .update(lessons)
      .set({ title: 'Edited by the admin', updatedAt: new Date(Date.now() + 3_600_000) })
      .where(eq(lessons.id, 2));
    await db.delete(lessons).where(eq(lessons.id, 7));
    await db.delete(lessons).where(eq(lessons.id, 3));
    await db.delete(quizQuestions).where(sql`${quizQuestions.id} >= 85`);
    await db.update(quizQuestions).set({ explanation: 'old explanation' }).where(eq(quizQuestions.id, 7));
    await db
      .update(faqs)
      .set({ answer: 'old answer' })
      .where(sql`${faqs.category} = 'school' and ${faqs.order} = 0`);
    await db
      .update(prompts)
      .set({ title: 'Property Listing Storyteller', views: 4321 })
      .where(eq(prompts.title, 'Stale Property Listing Refresh'));
    await db.delete(appSettings).where(eq(appSettings.key, 'seed:content-refresh:2026-11'));

    const added = await runSeeds(db);
    expect(added['seed:content-refresh:2026-11']).toBeGreaterThan(0);

    const byId = async (id: number) => (await db.select().from(lessons).where(eq(lessons.id, id)))[0];
    expect((await byId(1)).content).not.toBe('<p>old lesson</p>');
    expect((await byId(2)).title).toBe('Edited by the admin');
    expect((await byId(7)).title).toBe(lessonSeed.find((l) => l.id === 7)!.title);
    expect(await byId(3)).toBeUndefined();

    const [q7] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, 7));
    expect(q7.explanation).toBe(questionSeed.find((q) => q.id === 7)!.explanation);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(quizQuestions);
    expect(count).toBe(questionSeed.length);

    const [faq] = await db
      .select()
      .from(faqs)
      .where(sql`${faqs.category} = 'school' and ${faqs.order} = 0`);
    expect(faq.answer).not.toBe('old answer');

    const [renamed] = await db.select().from(prompts).where(eq(prompts.title, 'Stale Property Listing Refresh'));
    expect(renamed.views).toBe(0);
    expect(await db.select().from(prompts).where(eq(prompts.title, 'Property Listing Storyteller'))).toHaveLength(0);
  });
});

describe('a second content refresh, for databases the first refresh already updated', () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const setMarker = (key: string, at: Date) =>
    database.db.update(appSettings).set({ updatedAt: at }).where(eq(appSettings.key, key));
  const question = async (id: number) =>
    (await database.db.select().from(quizQuestions).where(eq(quizQuestions.id, id)))[0];
  const seeded = (id: number) => questionSeed.find((q) => q.id === id)!;

  it('updates the rows nobody edited, including questions the first refresh added, and nothing else', async () => {
    const db = database.db;
    await runSeeds(db);
    // Seeded two days ago; the first refresh a day ago added questions 85 and up, which carry its time.
    await setMarker('seed:questions:v1', hoursAgo(48));
    await setMarker('seed:prompts:v1', hoursAgo(48));
    await setMarker('seed:content-refresh:2026-11', hoursAgo(24));
    await db
      .update(quizQuestions)
      .set({ updatedAt: hoursAgo(48) })
      .where(sql`${quizQuestions.id} < 85`);
    await db
      .update(quizQuestions)
      .set({ updatedAt: hoursAgo(24) })
      .where(sql`${quizQuestions.id} >= 85`);
    // The texts of the previous release, unedited since.
    await db
      .update(quizQuestions)
      .set({ options: ['a', 'b', 'c', 'd'] })
      .where(eq(quizQuestions.id, 10));
    await db.update(quizQuestions).set({ explanation: 'old explanation' }).where(eq(quizQuestions.id, 88));
    // An administrator's edits: one between the seeding and the first refresh, one since; one deletion.
    await db
      .update(quizQuestions)
      .set({ question: 'Edited by the admin before the first refresh?', updatedAt: hoursAgo(36) })
      .where(eq(quizQuestions.id, 22));
    await db
      .update(quizQuestions)
      .set({ question: 'Edited by the admin since?', updatedAt: hoursAgo(1) })
      .where(eq(quizQuestions.id, 99));
    await db.delete(quizQuestions).where(eq(quizQuestions.id, 95));
    // Visitors' real views since the first refresh put the invented ones back to zero.
    const [gallery] = promptSeed;
    await db
      .update(prompts)
      .set({ views: 57, updatedAt: hoursAgo(48) })
      .where(eq(prompts.title, gallery.title));
    await db.delete(appSettings).where(eq(appSettings.key, 'seed:content-refresh:2026-11-28'));

    const added = await runSeeds(db);
    expect(added['seed:content-refresh:2026-11-28']).toBeGreaterThan(0);

    expect((await question(10)).options).toEqual(seeded(10).options);
    expect((await question(10)).correctAnswer).toBe(seeded(10).correctAnswer);
    expect((await question(88)).explanation).toBe(seeded(88).explanation);
    expect((await question(22)).question).toBe('Edited by the admin before the first refresh?');
    expect((await question(99)).question).toBe('Edited by the admin since?');
    expect(await question(95)).toBeUndefined();
    const [viewed] = await db.select().from(prompts).where(eq(prompts.title, gallery.title));
    expect(viewed.views).toBe(57);

    // Recorded once: the next start changes nothing.
    await db.update(quizQuestions).set({ explanation: 'old explanation' }).where(eq(quizQuestions.id, 88));
    expect(await runSeeds(db)).toEqual({});
    expect((await question(88)).explanation).toBe('old explanation');
  });
});

describe('library prompts added after a database was seeded (decision 0070)', () => {
  const REFRESH = 'seed:content-refresh:2026-11-29';
  const refresh = async () => {
    await database.db.delete(appSettings).where(eq(appSettings.key, REFRESH));
    return (await runSeeds(database.db))[REFRESH];
  };
  const offered = async () =>
    ((await database.db.select().from(appSettings).where(eq(appSettings.key, OFFERED_TITLES_KEY)))[0]?.value as {
      titles: string[];
    }) ?? null;
  const named = async (title: string) => database.db.select().from(prompts).where(eq(prompts.title, title));
  const libraryTitles = promptSeed.map((p) => p.title);

  it('records every library title a fresh database was offered', async () => {
    await runSeeds(database.db);
    expect(new Set((await offered())!.titles)).toEqual(new Set(libraryTitles));
  });

  it('adds a library prompt the database was never offered, keeps deleted ones deleted, never duplicates a title', async () => {
    const db = database.db;
    const [newToIt, deletedByAdmin, writtenByAdmin] = libraryTitles.slice(-3);
    // As if the library gained newToIt and writtenByAdmin after this database was seeded.
    await db
      .update(appSettings)
      .set({ value: { titles: libraryTitles.filter((t) => t !== newToIt && t !== writtenByAdmin) } })
      .where(eq(appSettings.key, OFFERED_TITLES_KEY));
    await db.delete(prompts).where(inArray(prompts.title, [newToIt, deletedByAdmin, writtenByAdmin]));
    await db.insert(prompts).values({ ...promptSeedRows()[0], title: writtenByAdmin, addedBy: 'admin' });

    expect(await refresh()).toBeGreaterThan(0);
    const [added] = await named(newToIt);
    const file = promptSeed.find((p) => p.title === newToIt)!;
    expect(added).toMatchObject({ addedBy: SEED_AUTHOR, category: file.category, difficulty: file.difficulty });
    expect(added.createdAt).toBe(new Date().toISOString().slice(0, 10));
    expect(await named(deletedByAdmin)).toHaveLength(0);
    expect((await named(writtenByAdmin)).map((p) => p.addedBy)).toEqual(['admin']);
    expect(new Set((await offered())!.titles)).toEqual(new Set(libraryTitles));

    // The added prompt counts as unedited: the next refresh brings it up to date like any seeded row.
    await db.update(prompts).set({ description: 'old text' }).where(eq(prompts.title, newToIt));
    await refresh();
    expect((await named(newToIt))[0].description).toBe(file.description);
    expect(await named(deletedByAdmin)).toHaveLength(0);
  });

  it('on a database seeded before titles were recorded, takes the first library as offered', async () => {
    const db = database.db;
    const [deleted] = FIRST_LIBRARY_TITLES;
    await db.delete(appSettings).where(eq(appSettings.key, OFFERED_TITLES_KEY));
    await db.delete(prompts).where(eq(prompts.title, deleted));
    // A seeded row from before migration 0017: no teaching fields yet.
    const [unedited] = promptSeed.filter((p) => p.difficulty !== 'beginner');
    await db.update(prompts).set({ difficulty: 'beginner' }).where(eq(prompts.title, unedited.title));

    await refresh();
    expect(await named(deleted)).toHaveLength(0);
    expect((await named(unedited.title))[0].difficulty).toBe(unedited.difficulty);
    expect((await offered())!.titles).toContain(deleted);
  });
});

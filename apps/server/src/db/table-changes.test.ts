import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-app.js';
import { SCHEMA_FOREIGN_KEYS, openPostgres, type Database } from './client.js';
import { faqs, lessons, prompts } from './schema/index.js';
import { createFaq, createLesson, createPrompt, createQuestion } from '../../test/factories.js';
import { ForeignKeyCascades, SOFT_DELAY_MS, TableChangeHub, classifyStatement } from './table-changes.js';

const tablesOf = (text: string) => {
  const write = classifyStatement(text);
  return write && { tables: write.tables && [...write.tables].sort(), soft: write.soft };
};

describe('classifying SQL', () => {
  it('reads are not writes: selects (of functions too), locks, settings, transaction control, DDL', () => {
    for (const text of [
      'select "id", "title" from "prompts" where "prompts"."status" = $1',
      'SELECT pg_notify($1, $2)',
      'select * from "prompts" where "id" = $1 for update',
      'set search_path to x',
      'show server_version',
      'begin',
      'commit',
      'savepoint sp1',
      'create table "x" ("updated_at" timestamp)',
      'with "c" as (select "updated_at" from "prompts") select count(*) from "c"',
    ]) {
      expect(classifyStatement(text), text).toBeNull();
    }
  });

  it('finds the tables of drizzle writes, raw SQL, CTEs and statement lists', () => {
    expect(tablesOf('insert into "faqs" ("question") values ($1) returning "id"')).toEqual({
      tables: ['faqs'],
      soft: false,
    });
    expect(tablesOf('update "lessons" set "title" = $1 where "lessons"."id" = $2')).toEqual({
      tables: ['lessons'],
      soft: false,
    });
    expect(tablesOf('delete from "quiz_questions" where "id" = $1')).toEqual({
      tables: ['quiz_questions'],
      soft: false,
    });
    expect(
      tablesOf(
        'insert into "app_settings" ("key", "value") values ($1, $2) on conflict ("key") do update set "value" = excluded."value"',
      ),
    ).toEqual({
      tables: ['app_settings'],
      soft: false,
    });
    expect(tablesOf('TRUNCATE TABLE faqs, "Lessons", public.prompts CASCADE')).toEqual({
      tables: ['Lessons', 'faqs', 'prompts'],
      soft: false,
    });
    expect(tablesOf("  INSERT INTO public.faqs (question) VALUES ('x')")).toEqual({ tables: ['faqs'], soft: false });
    expect(
      tablesOf('with moved as (delete from "prompts" where true returning *) insert into "faqs" select 1'),
    ).toEqual({ tables: ['faqs', 'prompts'], soft: false });
    expect(
      tablesOf('create table t (a int);\ninsert into "lessons" values (1);\nupdate quiz_settings set x = 1'),
    ).toEqual({ tables: ['lessons', 'quiz_settings'], soft: false });
    expect(tablesOf('-- seed\ninsert into "faqs" values (1)')).toEqual({ tables: ['faqs'], soft: false });
    expect(tablesOf('copy "prompts" ("id") from stdin')).toEqual({ tables: ['prompts'], soft: false });
    expect(tablesOf('merge into "faqs" f using x on true when matched then update set a = 1')).toEqual({
      tables: ['faqs'],
      soft: false,
    });
  });

  it('a write whose target cannot be read counts as every table', () => {
    expect(classifyStatement('update (select 1) set x = 1')).toEqual({ tables: null, soft: false });
  });

  it('view counts are soft writes; anything else on the prompt is not', () => {
    expect(
      tablesOf(
        'insert into "prompt_views" ("prompt_id", "visitor_hash", "day") values ($1, $2, $3) on conflict do nothing returning *',
      ),
    ).toEqual({
      tables: ['prompt_views'],
      soft: true,
    });
    expect(
      tablesOf('update "prompts" set "views" = "prompts"."views" + 1 where "prompts"."id" = $1 returning "views"'),
    ).toEqual({ tables: ['prompts'], soft: true });
    expect(tablesOf('update "prompts" set "views" = $1, "title" = $2 where "prompts"."id" = $3')?.soft).toBe(false);
    expect(
      tablesOf('update "prompts" set "rating" = (select avg("rating") from "prompt_ratings") where "prompts"."id" = $1')
        ?.soft,
    ).toBe(false);
    // The housekeeping's cleanup of old view rows is an ordinary write.
    expect(tablesOf('delete from "prompt_views" where "prompt_views"."day" < $1 returning "day"')?.soft).toBe(false);
  });
});

describe('tables changed through foreign keys', () => {
  const schema = new ForeignKeyCascades(SCHEMA_FOREIGN_KEYS);
  const tablesWith = (text: string) => [...(classifyStatement(text, schema)?.tables ?? [])].sort();

  it('a delete is told with the tables its ON DELETE actions change, transitively', () => {
    expect(tablesWith('delete from "lessons" where "lessons"."id" = $1')).toEqual(['lessons', 'quiz_questions']);
    expect(tablesWith('delete from "quiz_attempts"')).toEqual(['certificates', 'quiz_attempts']);
    expect(tablesWith('delete from "quiz_draws"')).toEqual(['quiz_attempts', 'quiz_draws']);
    expect(tablesWith('with gone as (delete from "lessons" returning *) select 1')).toEqual([
      'lessons',
      'quiz_questions',
    ]);
    // Inserts and updates of lessons change nothing else (no ON UPDATE actions in the schema).
    expect(tablesWith('insert into "lessons" ("title") values ($1)')).toEqual(['lessons']);
    expect(tablesWith('update "lessons" set "title" = $1')).toEqual(['lessons']);
    // A chain: a cascaded delete deletes further down; SET NULL is an update, followed by ON UPDATE actions only.
    const chain = new ForeignKeyCascades([
      { table: 'b', references: 'a', onDelete: 'cascade' },
      { table: 'c', references: 'b', onDelete: 'set null' },
      { table: 'd', references: 'c', onDelete: 'cascade' },
      { table: 'e', references: 'c', onUpdate: 'cascade' },
      { table: 'a', references: 'e', onDelete: 'restrict' },
    ]);
    expect([...chain.of('delete', 'a')].sort()).toEqual(['b', 'c', 'e']);
    expect([...chain.of('update', 'c')]).toEqual(['e']);
    // TRUNCATE ... CASCADE empties every referencing table, whatever its action (a cycle ends).
    expect([...chain.of('truncate', 'a')].sort()).toEqual(['b', 'c', 'd', 'e']);
  });
});

describe('the change hub', () => {
  afterEach(() => vi.useRealTimers());

  it('delivers soft writes at once, then at most once per 10 s, coalesced', () => {
    vi.useFakeTimers();
    const hub = new TableChangeHub(new Set(['prompts', 'faqs']));
    const heard: string[][] = [];
    hub.subscribe((tables) => heard.push([...tables]));
    hub.committed(new Set(['prompts']), true);
    expect(heard).toEqual([['prompts']]);
    hub.committed(new Set(['prompts']), true);
    hub.committed(new Set(['prompt_views']), true);
    expect(heard).toHaveLength(1);
    vi.advanceTimersByTime(SOFT_DELAY_MS);
    expect(heard).toEqual([['prompts'], ['prompts', 'prompt_views']]);
    // A hard write is told at once, and covers a pending soft one of its table.
    hub.committed(new Set(['prompts']), true);
    hub.committed(new Set(['prompts']), false);
    expect(heard.at(-1)).toEqual(['prompts']);
    vi.advanceTimersByTime(SOFT_DELAY_MS);
    expect(heard).toHaveLength(3);
    // Unknown targets mean every table; a failing listener does not stop the others.
    const errors: unknown[] = [];
    const strict = new TableChangeHub(new Set(['a', 'b']), (error) => errors.push(error));
    const seen: string[][] = [];
    strict.subscribe(() => {
      throw new Error('listener bug');
    });
    const unsubscribe = strict.subscribe((tables) => seen.push([...tables]));
    strict.committed(null, false);
    expect(seen).toEqual([['a', 'b']]);
    expect(errors).toHaveLength(1);
    unsubscribe();
    strict.committed(null, false);
    expect(seen).toHaveLength(1);
    hub.close();
  });
});

describe('writes seen at the driver', () => {
  let database: Database;
  const heard: string[][] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    database.changes.subscribe((tables) => heard.push([...tables].sort()));
  });
  afterAll(async () => database.close());

  /** What the listeners heard while `run` ran, and whether they had heard the write's commit when its promise resolved. */
  async function during(run: () => Promise<unknown>): Promise<string[][]> {
    const start = heard.length;
    await run();
    return heard.slice(start);
  }

  it('reads are silent; a write outside a transaction is told before its promise resolves', async () => {
    expect(await during(() => database.db.select().from(faqs))).toEqual([]);
    expect(await during(() => database.db.execute(sql`select count(*) from "prompts"`))).toEqual([]);
    const told = await during(() => createFaq(database.db));
    // Once as the write starts, once when it is done.
    expect(told).toEqual([['faqs'], ['faqs']]);
  });

  it('a transaction is told when its first write to a table starts and again after COMMIT', async () => {
    let inside: string[][] = [];
    const told = await during(() =>
      database.db.transaction(async (tx) => {
        const start = heard.length;
        const [faq] = await tx
          .insert(faqs)
          .values({ question: 'In a transaction?', answer: 'Yes.', category: 'about' })
          .returning();
        await tx.update(faqs).set({ answer: 'Still yes.' }).where(eq(faqs.id, faq.id));
        await tx.insert(prompts).values({ title: 'T', description: 'D', promptText: 'P', category: 'sales' });
        inside = heard.slice(start);
      }),
    );
    // While it runs: one start per table, no commit yet.
    expect(inside).toEqual([['faqs'], ['prompts']]);
    expect(told.slice(inside.length)).toEqual([['faqs', 'prompts']]);
  });

  it('a rolled back transaction is told too (harmless), raw SQL and soft writes are seen', async () => {
    const failed = await during(() =>
      database.db
        .transaction(async (tx) => {
          await tx.delete(faqs).where(eq(faqs.id, crypto.randomUUID()));
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    );
    expect(failed).toEqual([['faqs'], ['faqs']]);
    expect(
      await during(() => database.db.execute(sql.raw(`update lessons set "order" = "order" where false`))),
    ).toEqual([['lessons'], ['lessons']]);
    // A view: soft, delivered now because nothing soft was delivered in the last 10 s.
    const prompt = await createPrompt(database.db);
    const viewed = await during(() =>
      database.db.transaction(async (tx) => {
        await tx
          .update(prompts)
          .set({ views: sql`${prompts.views} + 1` })
          .where(eq(prompts.id, prompt.id));
      }),
    );
    expect(viewed).toEqual([['prompts']]);
  });

  it("the schema's foreign keys are the database's", async () => {
    const { rows } = (await database.db.execute(sql`
      select child.relname as "table", parent.relname as "references", c.confdeltype as "onDelete",
             c.confupdtype as "onUpdate"
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`)) as unknown as {
      rows: Array<{ table: string; references: string; onDelete: string; onUpdate: string }>;
    };
    const ACTIONS: Record<string, string> = {
      a: 'no action',
      r: 'restrict',
      c: 'cascade',
      n: 'set null',
      d: 'set default',
    };
    const line = (key: { table: string; references: string; onDelete?: string; onUpdate?: string }) =>
      `${key.table} -> ${key.references} on delete ${key.onDelete ?? 'no action'} on update ${key.onUpdate ?? 'no action'}`;
    expect(SCHEMA_FOREIGN_KEYS.map(line).sort()).toEqual(
      rows.map((row) => line({ ...row, onDelete: ACTIONS[row.onDelete], onUpdate: ACTIONS[row.onUpdate] })).sort(),
    );
    expect(SCHEMA_FOREIGN_KEYS.length).toBeGreaterThan(5);
  });

  it("a delete is told with the tables its foreign keys' actions changed", async () => {
    const lesson = await createLesson(database.db);
    await createQuestion(database.db, { lessonId: lesson.id });
    const told = await during(() => database.db.delete(lessons).where(eq(lessons.id, lesson.id)));
    expect(told).toEqual([
      ['lessons', 'quiz_questions'],
      ['lessons', 'quiz_questions'],
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('across servers on PostgreSQL', () => {
  let first: Database;
  let second: Database;
  let schemaName: string;
  beforeAll(async () => {
    first = await createTestDatabase();
    schemaName = (
      (await first.db.execute(sql`select current_schema() as schema`)) as unknown as { rows: Array<{ schema: string }> }
    ).rows[0].schema;
    second = await openPostgres({ url: process.env.DATABASE_URL!, schemaName, maxConnections: 2 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("one server hears another's committed writes, not its own echo", async () => {
    const onFirst: string[][] = [];
    const onSecond: string[][] = [];
    first.changes.subscribe((tables) => onFirst.push([...tables]));
    second.changes.subscribe((tables) => onSecond.push([...tables]));
    await createFaq(first.db);
    await vi.waitFor(() => expect(onSecond).toContainEqual(['faqs']), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Its own two (start, commit); no echo from the notification it sent.
    expect(onFirst).toEqual([['faqs'], ['faqs']]);
  });

  it('a dropped listener reconnects and tells every table changed', async () => {
    const heard: Array<ReadonlySet<string>> = [];
    second.changes.subscribe((tables) => heard.push(tables));
    // End every LISTEN connection on this schema's channel (ours included) from the server side.
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike ${`listen "ai4n_changes_${schemaName}"`}`,
    );
    await vi.waitFor(
      () =>
        expect(heard.some((tables) => tables.has('faqs') && tables.has('prompts') && tables.has('app_settings'))).toBe(
          true,
        ),
      { timeout: 15_000 },
    );
    // And it listens again.
    const count = heard.length;
    await createFaq(first.db);
    await vi.waitFor(() => expect(heard.slice(count).some((tables) => tables.has('faqs'))).toBe(true), {
      timeout: 10_000,
    });
  });
});

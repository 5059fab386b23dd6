import crypto from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Which tables a write changed, seen at the database driver: every write path (repositories,
 * transactions, bulk imports, seeds, migrations, raw SQL) is covered without callers doing anything.
 * In-process caches (ready responses, search indexes) listen to drop what a write made stale.
 */
export interface TableChanges {
  /**
   * listener(tables) runs after a write to those tables is committed: this process's own writes
   * synchronously before the writing query's promise resolves (so a read right after an admin
   * save sees new data), other servers' writes on the same PostgreSQL database via LISTEN/NOTIFY.
   * Also runs (with the tables) when a write *starts*, so a read racing a transaction never keeps
   * stale data: a listener must be idempotent. Exception: visitors' view counts (soft writes,
   * below) are told at most once per 10 s, coalesced. Returns an unsubscribe function.
   */
  subscribe(listener: (tables: ReadonlySet<string>) => void): () => void;
}

/** A statement's effect: the tables it writes (null: could not tell, so every table), and whether it is a soft write. */
export interface Write {
  tables: ReadonlySet<string> | null;
  soft: boolean;
}

/**
 * Soft writes: visitors' view counts. They change on almost every prompt visit, and evicting every
 * cached prompt list on each one would leave nothing cached; they are delivered at most once per
 * SOFT_DELAY_MS, so view counts in cached lists may be up to 10 s old.
 */
export const SOFT_DELAY_MS = 10_000;
// The two statements of prompt-repository's countView, exactly as drizzle writes them (the
// housekeeping's delete of old view rows is an ordinary write).
const VIEW_ROW_INSERT = /^\s*insert\s+into\s+"prompt_views"\s/i;
const VIEW_COUNT_UPDATE = /^\s*update\s+"prompts"\s+set\s+"views"\s*=\s*"prompts"\."views"\s*\+\s*1\s+where\b/i;

// Statements are told apart by their first word: a read pays one anchored regex and a Set lookup.
const FIRST_WORD = /^\s*([A-Za-z]+)/;
const WRITE_WORDS = new Set(['insert', 'update', 'delete', 'truncate', 'merge', 'copy', 'with']);
const TX_END_WORDS = new Set(['commit', 'end', 'rollback', 'abort']);
const TARGET = /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|copy)\s+(?:only\s+)?/gi;
const NAME = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
const QUALIFIED_NAME = new RegExp(String.raw`(${NAME})(?:\s*\.\s*(${NAME}))?`, 'y');
// An UPDATE's target is followed by SET (perhaps after an alias): not "for update of", not "do update set".
const UPDATE_SET = /\s+(?:(?:as\s+)?[A-Za-z_][\w$]*\s+)?set\b/iy;
const LIST_COMMA = /\s*,\s*/y;

/** Several statements in one text (a semicolon followed by more than blanks). */
const isList = (text: string) => text.includes(';') && /;\s*\S/.test(text);

const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name.toLowerCase());

/** A foreign key as the database enforces it: rows of `table` reference rows of `references`. */
export interface ForeignKey {
  table: string;
  references: string;
  onDelete?: string;
  onUpdate?: string;
}

/** The referential actions that change the referencing rows (restrict and no action only refuse). */
const CHANGING_ACTIONS = new Set(['cascade', 'set null', 'set default']);
type WriteKind = 'delete' | 'update' | 'truncate';

/**
 * The tables a write changes without naming them: PostgreSQL's foreign-key actions. Deleting
 * lessons sets quiz_questions.lesson_id to NULL (ON DELETE SET NULL); no statement names
 * quiz_questions, but a cached question list is stale. Followed transitively: a cascaded delete
 * is a delete of the referencing table, a SET NULL / SET DEFAULT an update of it (its own
 * ON UPDATE actions are then followed; over-approximated, since only a change of the referenced
 * key fires them). TRUNCATE ... CASCADE empties every referencing table, whatever its action.
 */
export class ForeignKeyCascades {
  static readonly none = new ForeignKeyCascades([]);
  private readonly closures = new Map<string, ReadonlySet<string>>();

  constructor(private readonly foreignKeys: readonly ForeignKey[]) {}

  /** The other tables a `kind` write to `table` changes (empty for most). */
  of(kind: WriteKind, table: string): ReadonlySet<string> {
    const key = `${kind} ${table}`;
    let closure = this.closures.get(key);
    if (!closure) {
      const reached = new Set<string>();
      this.follow(kind, table, reached, new Set());
      reached.delete(table);
      closure = reached;
      this.closures.set(key, closure);
    }
    return closure;
  }

  private follow(kind: WriteKind, table: string, reached: Set<string>, seen: Set<string>): void {
    const step = `${kind} ${table}`;
    if (seen.has(step)) return;
    seen.add(step);
    for (const key of this.foreignKeys) {
      if (key.references !== table) continue;
      if (kind === 'truncate') {
        reached.add(key.table);
        this.follow('truncate', key.table, reached, seen);
        continue;
      }
      const action = (kind === 'delete' ? key.onDelete : key.onUpdate)?.toLowerCase();
      if (!action || !CHANGING_ACTIONS.has(action)) continue;
      reached.add(key.table);
      this.follow(kind === 'delete' && action === 'cascade' ? 'delete' : 'update', key.table, reached, seen);
    }
  }
}

/** What each write keyword can set off through foreign keys (INSERT ... DO UPDATE is an update). */
function cascadeKinds(keyword: string, text: string): readonly WriteKind[] {
  if (keyword.startsWith('delete')) return ['delete'];
  if (keyword === 'update') return ['update'];
  if (keyword.startsWith('truncate')) return ['truncate'];
  if (keyword.startsWith('merge')) return ['delete', 'update'];
  if (keyword.startsWith('insert') && /\bdo\s+update\b/i.test(text)) return ['update'];
  return [];
}

/** The tables named as write targets anywhere in the text (a CTE, several statements), with those their foreign keys change. */
function writeTargets(text: string, cascades: ForeignKeyCascades): Set<string> {
  const tables = new Set<string>();
  TARGET.lastIndex = 0;
  for (let match = TARGET.exec(text); match; match = TARGET.exec(text)) {
    const keyword = match[1].toLowerCase();
    let at = TARGET.lastIndex;
    for (;;) {
      QUALIFIED_NAME.lastIndex = at;
      const name = QUALIFIED_NAME.exec(text);
      if (!name) break;
      at = QUALIFIED_NAME.lastIndex;
      if (keyword === 'update') {
        UPDATE_SET.lastIndex = at;
        if (!UPDATE_SET.test(text)) break;
      }
      const table = unquote(name[2] ?? name[1]);
      tables.add(table);
      for (const kind of cascadeKinds(keyword, text)) for (const other of cascades.of(kind, table)) tables.add(other);
      if (!keyword.startsWith('truncate')) break;
      LIST_COMMA.lastIndex = at;
      if (!LIST_COMMA.test(text)) break;
      at = LIST_COMMA.lastIndex;
    }
  }
  return tables;
}

/**
 * What a statement (or a list of statements) writes, or null for a read. INSERT, UPDATE, DELETE,
 * TRUNCATE, MERGE and COPY are writes; SELECT (even of a function), SET, SHOW and DDL are not.
 */
export function classifyStatement(text: string, cascades = ForeignKeyCascades.none): Write | null {
  const word = FIRST_WORD.exec(text)?.[1].toLowerCase();
  // A read unless the text starts with a write, a CTE, a comment, or holds several statements.
  if (word !== undefined && !WRITE_WORDS.has(word) && !isList(text)) return null;
  const tables = writeTargets(text, cascades);
  if (tables.size === 0) {
    // A write whose target this parser cannot read: say every table changed rather than miss one.
    return word !== undefined && WRITE_WORDS.has(word) && word !== 'with' ? { tables: null, soft: false } : null;
  }
  const soft = tables.size === 1 && (VIEW_ROW_INSERT.test(text) || VIEW_COUNT_UPDATE.test(text)) && !isList(text);
  return { tables, soft };
}

type Listener = (tables: ReadonlySet<string>) => void;

/** The implementation behind Database.changes: the listeners, soft-write coalescing, and publishing to other servers. */
export class TableChangeHub implements TableChanges {
  /** Tells this process's NOTIFY payloads from other servers'. */
  readonly senderId = crypto.randomBytes(8).toString('hex');
  /** Sends committed changes to other servers (set on PostgreSQL). */
  publish: ((tables: ReadonlySet<string>) => void) | null = null;
  private readonly listeners = new Set<Listener>();
  private softPending = new Set<string>();
  private softTimer: NodeJS.Timeout | null = null;
  private lastSoft = -Infinity;

  /**
   * allTables: what "every table" means (a write whose target is unknown, a missed notification);
   * cascades: the schema's foreign keys, so a write is told with the tables it changes through them.
   */
  constructor(
    readonly allTables: ReadonlySet<string>,
    private readonly onError: (error: unknown) => void = (error) =>
      console.error('table change listener failed', error),
    readonly cascades = ForeignKeyCascades.none,
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs every listener now. A listener's failure is reported, never thrown into the writer. */
  emit(tables: ReadonlySet<string> | null): void {
    const changed = tables ?? this.allTables;
    for (const listener of this.listeners) {
      try {
        listener(changed);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  /** A write is about to run. */
  starting(write: Write): void {
    if (!write.soft) this.emit(write.tables);
  }

  /** Writes committed (or rolled back: telling listeners then is harmless). */
  committed(tables: ReadonlySet<string> | null, soft: boolean): void {
    if (soft) return this.addSoft(tables ?? this.allTables);
    const changed = tables ?? this.allTables;
    // Delivered now; a pending soft change of the same table is covered by this one.
    for (const table of changed) this.softPending.delete(table);
    this.emit(changed);
    this.publish?.(changed);
  }

  private addSoft(tables: ReadonlySet<string>): void {
    for (const table of tables) this.softPending.add(table);
    if (this.softTimer || this.softPending.size === 0) return;
    const wait = this.lastSoft + SOFT_DELAY_MS - Date.now();
    if (wait <= 0) this.flushSoft();
    else this.softTimer = setTimeout(() => this.flushSoft(), wait).unref();
  }

  private flushSoft(): void {
    this.softTimer = null;
    if (this.softPending.size === 0) return;
    this.lastSoft = Date.now();
    const tables = this.softPending;
    this.softPending = new Set();
    this.emit(tables);
    this.publish?.(tables);
  }

  close(): void {
    if (this.softTimer) clearTimeout(this.softTimer);
    this.softTimer = null;
    this.listeners.clear();
    this.publish = null;
  }
}

/**
 * One connection's view of the statements it runs: writes outside a transaction are committed when
 * they return; inside one, they are kept until COMMIT/ROLLBACK (or the end of PGlite's transaction()).
 */
class Session {
  private hard = new Set<string>();
  private hardAll = false;
  private soft = new Set<string>();

  constructor(
    private readonly hub: TableChangeHub,
    private inTransaction = false,
  ) {}

  /** Called before each statement; returns what to run once it has finished, or null when there is nothing to do. */
  before(text: string): (() => void) | null {
    const word = FIRST_WORD.exec(text)?.[1].toLowerCase();
    // A list of statements (PGlite's exec, a seed file) is taken as one unit, whatever it holds.
    if (word !== undefined && !WRITE_WORDS.has(word) && !isList(text)) {
      if (word === 'begin' || word === 'start') this.inTransaction = true;
      else if (TX_END_WORDS.has(word) && !/^\s*rollback\s+to\b/i.test(text)) return () => this.finish();
      return null;
    }
    const write = classifyStatement(text, this.hub.cascades);
    if (!write) return null;
    // Inside a transaction, listeners hear of a table's first write only (a bulk import runs thousands of statements).
    if (!this.inTransaction || write.soft || this.isNew(write.tables)) this.hub.starting(write);
    return () => (this.inTransaction ? this.keep(write) : this.hub.committed(write.tables, write.soft));
  }

  private isNew(tables: ReadonlySet<string> | null): boolean {
    if (this.hardAll) return false;
    if (tables === null) return true;
    for (const table of tables) if (!this.hard.has(table)) return true;
    return false;
  }

  private keep(write: Write): void {
    if (write.tables === null) this.hardAll = true;
    else for (const table of write.tables) (write.soft ? this.soft : this.hard).add(table);
  }

  /** The transaction ended: its writes are told. */
  finish(): void {
    this.inTransaction = false;
    const { hard, hardAll, soft } = this;
    this.hard = new Set();
    this.hardAll = false;
    this.soft = new Set();
    for (const table of hard) soft.delete(table);
    if (hardAll) this.hub.committed(null, false);
    else if (hard.size > 0) this.hub.committed(hard, false);
    if (soft.size > 0 && !hardAll) this.hub.committed(soft, true);
  }
}

/** Runs `run`, then `after` once the promise settles (success or failure). */
function settle<T>(promise: Promise<T>, after: () => void): Promise<T> {
  return promise.then(
    (value) => {
      after();
      return value;
    },
    (error: unknown) => {
      after();
      throw error;
    },
  );
}

/** Follows the writes of a PGlite instance: its query/sql/exec, and its transactions' query/sql/exec. */
export function trackPglite(client: PGlite, hub: TableChangeHub): void {
  const top = new Session(hub);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // PGlite's sql`` calls this.query, so wrapping query covers it.
  client.query = ((text: string, ...rest: unknown[]) => {
    const after = top.before(text);
    const result = (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    return after ? settle(result, after) : result;
  }) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) => {
    const after = top.before(text);
    const result = (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    return after ? settle(result, after) : result;
  }) as typeof client.exec;
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    const session = new Session(hub, true);
    return settle(
      transaction((tx) => callback(trackTransaction(tx, session))),
      () => session.finish(),
    );
  }) as typeof client.transaction;
}

function trackTransaction(tx: Transaction, session: Session): Transaction {
  const { query, exec, sql } = tx;
  const run = <T>(text: string, result: () => Promise<T>) => {
    const after = session.before(text);
    return after ? settle(result(), after) : result();
  };
  return Object.assign(tx, {
    query: ((text: string, ...rest: unknown[]) =>
      run(text, () => (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as Transaction['query'],
    exec: ((text: string, ...rest: unknown[]) =>
      run(text, () => (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as Transaction['exec'],
    // PGlite's tx.sql does not go through tx.query: the template's text stands for the statement.
    sql: ((strings: TemplateStringsArray, ...params: unknown[]) =>
      run(strings.join('$'), () => sql(strings, ...params))) as Transaction['sql'],
  });
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Follows the writes of every connection a pg Pool opens: pool.query and the clients of
 * pool.connect() both run on them (drizzle's transactions send BEGIN/COMMIT on one).
 */
export function trackPgPool(pool: pg.Pool, hub: TableChangeHub): void {
  pool.on('connect', (client) => {
    const session = new Session(hub);
    const query = client.query as unknown as QueryFn;
    (client as unknown as { query: QueryFn }).query = function (this: unknown, ...args: unknown[]) {
      const config = args[0] as string | { text?: unknown } | undefined;
      const text = typeof config === 'string' ? config : config?.text;
      const after = typeof text === 'string' ? session.before(text) : null;
      if (!after) return query.apply(client, args);
      // pool.query passes a callback; drizzle awaits the promise; a Submittable (a cursor) emits 'end'.
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (...a: unknown[]) => void;
        args[last] = (...results: unknown[]) => {
          after();
          callback(...results);
        };
        return query.apply(client, args);
      }
      const result = query.apply(client, args) as
        { then?: unknown; once?: (event: string, f: () => void) => unknown } | undefined;
      if (result && typeof result.then === 'function') return settle(result as Promise<unknown>, after);
      if (result && typeof result.once === 'function') {
        let done = false;
        const once = () => {
          if (done) return;
          done = true;
          after();
        };
        result.once('end', once);
        result.once('error', once);
      } else after();
      return result;
    };
  });
}

export interface ChangeListenerOptions {
  url: string;
  /** The NOTIFY channel: one per schema, so test files (a schema each) do not hear each other. */
  channel: string;
  /** Waits before reconnecting a dropped listener. */
  retryMs?: number;
  onError?: (error: unknown) => void;
}

export const changeChannel = (schemaName?: string) => `ai4n_changes_${schemaName ?? 'public'}`.slice(0, 63);

/**
 * Cross-server changes on PostgreSQL: committed writes are NOTIFYed on the channel (through the
 * pool), and a dedicated connection LISTENs for other servers' writes. When that connection drops,
 * it reconnects and tells listeners every table changed (a notification may have been missed).
 * Resolves once listening (or once the first attempt failed and a retry is scheduled).
 */
export async function connectChangeListener(
  pool: pg.Pool,
  hub: TableChangeHub,
  options: ChangeListenerOptions,
): Promise<{ close(): Promise<void> }> {
  const { url, channel, retryMs = 1_000 } = options;
  const onError =
    options.onError ??
    ((error: unknown) => console.error('table change listener:', error instanceof Error ? error.message : error));
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  // One NOTIFY per tick at most: a burst of writes outside a transaction shares one.
  let outgoing: Set<string> | null = null;
  hub.publish = (tables) => {
    if (closed) return;
    if (outgoing) {
      for (const table of tables) outgoing.add(table);
      return;
    }
    outgoing = new Set(tables);
    setImmediate(() => {
      const list = outgoing!;
      outgoing = null;
      if (closed) return;
      pool.query('select pg_notify($1, $2)', [channel, `${hub.senderId} ${[...list].join(',')}`]).catch(onError);
    });
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect(true);
    }, retryMs).unref();
  };

  async function connect(reconnecting: boolean): Promise<void> {
    const listener = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    listener.on('error', (error) => onError(error));
    listener.on('end', () => {
      if (client !== listener) return;
      client = null;
      schedule();
    });
    listener.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      const space = message.payload.indexOf(' ');
      if (space < 0 || message.payload.slice(0, space) === hub.senderId) return;
      const tables = message.payload
        .slice(space + 1)
        .split(',')
        .filter(Boolean);
      hub.emit(tables.length > 0 ? new Set(tables) : null);
    });
    try {
      await listener.connect();
      await listener.query(`listen "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      onError(error);
      listener.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await listener.end().catch(() => {});
      return;
    }
    client = listener;
    // Writes of other servers while this one was not listening went unheard.
    if (reconnecting) hub.emit(null);
  }

  await connect(false);
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const listener = client;
      client = null;
      await listener?.end().catch(() => {});
    },
  };
}

import { Worker } from 'node:worker_threads';
import type { ImportHelp, PrepareRequest, PrepareResult, RowGroup } from './bulk-prepare.js';

/**
 * The import worker's entry file: src/bulk-import-worker.ts when the server runs as TypeScript
 * (tsx, tests: the worker loads it through tsx), or bulk-import-worker.js next to the bundled
 * dist/server.js (the bundler builds it as a second entry).
 */
const typescript = import.meta.url.endsWith('.ts');
const ENTRY = new URL(typescript ? '../../bulk-import-worker.ts' : './bulk-import-worker.js', import.meta.url);

function newWorker(): Worker {
  if (!typescript) return new Worker(ENTRY);
  // tsx's loader given as --import does not reach a worker's entry; its API does.
  const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(ENTRY.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true });
}

/** An idle worker is stopped after this long: it holds tens of MB, and imports are rare. */
const IDLE_MS = 60_000;

/** Row groups as the worker posts them, read in order by the write (which may stop early). */
class Groups implements AsyncIterable<RowGroup> {
  private readonly queue: RowGroup[] = [];
  private ended = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  push(group: RowGroup): void {
    this.queue.push(group);
    this.wake?.();
  }

  end(failure: Error | null = null): void {
    this.ended = true;
    this.failure = failure;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<RowGroup> {
    for (;;) {
      const group = this.queue.shift();
      if (group) yield group;
      else if (this.failure) throw this.failure;
      else if (this.ended) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

type Pending = { resolve(result: PrepareResult): void; reject(error: Error): void; help: ImportHelp; groups?: Groups };
/**
 * What the worker posts: an import's result (then its row groups, then the end), an error, or a
 * question (one of ImportHelp's calls: words to stem, vectors to make) while it prepares one.
 */
type Answer = {
  id: number;
  result?: PrepareResult<undefined>;
  group?: RowGroup;
  end?: boolean;
  error?: string;
  question?: number;
  help?: keyof ImportHelp;
  /** The asked call's argument, passed on as posted: typed `never` so that it fits whichever call `help` names. */
  input?: never;
};

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function start(): Worker {
  const started = newWorker();
  started.on('message', ({ id, result, group, end, error, question, help, input }: Answer) => {
    const call = pending.get(id);
    if (!call) return;
    if (question !== undefined) {
      // The worker waits for the answer; a failure is its answer too.
      const asked = call.help[help!];
      (asked ? asked(input!) : Promise.reject(new Error(`no ${help} here`))).then(
        (answer: unknown) => started.postMessage({ question, answer }),
        (failure: Error) => started.postMessage({ question, error: failure.message }),
      );
      return;
    }
    if (group) return call.groups?.push(group);
    if (result) {
      if (result.ok && result.write) {
        call.groups = new Groups();
        call.resolve({ ...result, write: { ids: result.write.ids, groups: call.groups } });
      } else call.resolve(result as PrepareResult);
    }
    if (end || error !== undefined) {
      pending.delete(id);
      if (pending.size === 0) idle(started);
      settle(call, error === undefined ? null : new Error(`import worker: ${error}`));
    }
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const call of pending.values()) settle(call, error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`import worker stopped (exit code ${code})`)));
  return started;
}

/** Ends an import's rows, or fails it: before its result came, the result is the error. */
function settle(call: Pending, failure: Error | null): void {
  if (call.groups) call.groups.end(failure);
  else if (failure) call.reject(failure);
}

/** No import waits: the worker no longer keeps the process alive, and stops after a while. */
function idle(current: Worker) {
  current.unref();
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (pending.size > 0 || !worker) return;
    const stopping = worker;
    worker = null;
    void stopping.terminate();
  }, IDLE_MS).unref();
}

/**
 * Starts the worker, if none runs, as an import request arrives: it loads its modules (a large
 * part of a small import's time) while the body is still being received. Stopped when idle, as
 * after an import, should no import follow (a body refused as too large).
 */
export function warmImportWorker(): void {
  if (worker) return;
  worker = start();
  if (pending.size === 0) idle(worker);
}

/**
 * Reads and checks an import in the worker thread (one per process, started on first use): the
 * body's bytes go there rather than being parsed on this thread. `help` answers what the worker
 * asks of the database: stemming search vector words, making the vectors it cannot (bulk-prepare.ts).
 */
export function prepareInWorker(request: PrepareRequest, help: ImportHelp): Promise<PrepareResult> {
  if (idleTimer) clearTimeout(idleTimer);
  worker ??= start();
  // Kept alive while an import waits for it.
  worker.ref();
  const id = nextId++;
  // A body that owns its memory is moved to the worker rather than copied.
  const bytes = request.body.type === 'value' ? null : request.body.bytes;
  const transfer =
    bytes &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
      ? [bytes.buffer]
      : [];
  return new Promise<PrepareResult>((resolve, reject) => {
    pending.set(id, { resolve, reject, help });
    worker!.postMessage({ id, request, vectorize: help.vectorize !== undefined }, transfer);
  });
}

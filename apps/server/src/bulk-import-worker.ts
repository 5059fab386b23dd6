// The import worker thread (started by modules/bulk/bulk-worker.ts): reads and checks import bodies
// off the server's main thread. The compiled server runs it as dist/bulk-import-worker.js. An entry
// of its own, beside server.ts: it imports every entity's import rules, which import the bulk module.
import { parentPort } from 'node:worker_threads';
import type { BulkEntity } from '@ai4n/shared';
import {
  prepareImport,
  type BulkImportRules,
  type ImportHelp,
  type PrepareRequest,
} from './modules/bulk/bulk-prepare.js';
import { faqImport } from './modules/faqs/faq-transfer.js';
import { lessonImport } from './modules/lessons/lesson-transfer.js';
import { promptImport } from './modules/prompts/prompt-transfer.js';
import { questionImport } from './modules/questions/question-transfer.js';

/** How each entity's import is read and checked, by entity. */
const BULK_IMPORTS: Record<BulkEntity, BulkImportRules> = {
  prompts: promptImport,
  faqs: faqImport,
  lessons: lessonImport,
  questions: questionImport,
};

/** What was asked of the main thread (the database is there), by question number. */
const asked = new Map<number, { resolve(answer: unknown): void; reject(error: Error): void }>();
let nextQuestion = 0;

type Message =
  { id: number; request: PrepareRequest; vectorize: boolean } | { question: number; answer?: unknown; error?: string };

parentPort!.on('message', async (message: Message) => {
  if ('question' in message) {
    const question = asked.get(message.question);
    asked.delete(message.question);
    if (message.error !== undefined) question?.reject(new Error(message.error));
    else question?.resolve(message.answer);
    return;
  }
  const { id, request } = message;
  /** Asks the main thread one of ImportHelp's calls, and waits for its answer. */
  const ask =
    <Input, Answer>(help: keyof ImportHelp) =>
    (input: Input) =>
      new Promise<Answer>((resolve, reject) => {
        const question = nextQuestion++;
        asked.set(question, { resolve: resolve as (answer: unknown) => void, reject });
        parentPort!.postMessage({ id, question, help, input });
      });
  const help: ImportHelp = {
    lexize: ask('lexize'),
    vectorize: message.vectorize ? ask('vectorize') : undefined,
  };
  try {
    const result = await prepareImport(BULK_IMPORTS[request.entity], request, help);
    if (!result.ok || !result.write) return parentPort!.postMessage({ id, result, end: true });
    // The result first (the main thread starts writing), then the rows a group at a time as they
    // are made, their buffers moved rather than copied.
    parentPort!.postMessage({ id, result: { ...result, write: { ids: result.write.ids } } });
    for await (const group of result.write.groups)
      parentPort!.postMessage({ id, group }, [group.json.buffer as ArrayBuffer]);
    parentPort!.postMessage({ id, end: true });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

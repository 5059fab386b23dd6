// The import worker thread (started by bulk-worker.ts): reads and checks import bodies off the
// server's main thread. The compiled server runs it as dist/bulk-import-worker.js.
import { parentPort } from 'node:worker_threads';
import { prepareImport, type PrepareRequest } from './bulk-prepare.js';
import { BULK_IMPORTS } from './bulk-entities.js';

parentPort!.on('message', ({ id, request }: { id: number; request: PrepareRequest }) => {
  try {
    parentPort!.postMessage({ id, result: prepareImport(BULK_IMPORTS[request.entity], request) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

// The import worker thread (started by bulk-worker.ts): reads and checks import bodies off the
// server's main thread. The compiled server runs it as dist/bulk-import-worker.js.
import { parentPort } from 'node:worker_threads';
import { prepareImport, type PrepareRequest } from './bulk-prepare.js';
import { BULK_IMPORTS } from './bulk-entities.js';

parentPort!.on('message', ({ id, request }: { id: number; request: PrepareRequest }) => {
  try {
    const result = prepareImport(BULK_IMPORTS[request.entity], request);
    // The rows' buffers are moved, not copied.
    parentPort!.postMessage({ id, result }, result.ok && result.write ? result.write.groups.map((group) => group.json.buffer as ArrayBuffer) : []);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

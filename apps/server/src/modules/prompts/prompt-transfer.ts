import type { PromptInputValues } from '@ai4n/shared';
import { promptCsv } from '@ai4n/shared/csv';
import type { AppDb } from '../../db/client.js';
import { prompts } from '../../db/schema/index.js';
import { createBulkStore } from '../bulk/bulk-store.js';
import { createBulkTransfer } from '../bulk/bulk-transfer.js';
import { promptColumns, type NewPromptRow } from './prompt-repository.js';
import { toPromptRow } from './prompt-admin-service.js';
import { toPrompt } from './prompt-service.js';

/** Bulk import and export of the gallery's prompts. */
export function createPromptTransfer(db: AppDb) {
  return createBulkTransfer({
    entity: 'prompts',
    noun: 'Prompt',
    codec: promptCsv,
    store: createBulkStore(db, prompts, { order: [prompts.createdAt, prompts.id], columns: promptColumns }),
    toItem: toPrompt,
    // A validated input has every field a row needs.
    toRow: (p: PromptInputValues) => toPromptRow(p) as NewPromptRow,
    preview: (p) => ({ title: p.title, category: p.category, status: p.status }),
  });
}

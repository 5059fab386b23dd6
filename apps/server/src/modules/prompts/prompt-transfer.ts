import type { PromptInputValues } from '@ai4n/shared';
import { promptCsv } from '@ai4n/shared/csv';
import type { AppDb } from '../../db/client.js';
import { prompts } from '../../db/schema/index.js';
import { createBulkStore } from '../bulk/bulk-store.js';
import { createBulkTransfer } from '../bulk/bulk-transfer.js';
import { promptColumns, type NewPromptRow } from './prompt-repository.js';
import { toPrompt } from './prompt-service.js';

function toRow(p: PromptInputValues): NewPromptRow {
  return {
    title: p.title,
    description: p.description,
    promptText: p.prompt_text,
    category: p.category,
    tags: p.tags,
    businessTypes: p.business_types,
    exampleUse: p.example_use,
    rating: p.rating,
    views: p.views,
    addedBy: p.added_by,
    isFeatured: p.isFeatured,
    status: p.status,
    ...(p.created_at ? { createdAt: p.created_at } : {}),
  };
}

/** Bulk import and export of the gallery's prompts. */
export function createPromptTransfer(db: AppDb) {
  return createBulkTransfer({
    entity: 'prompts',
    noun: 'Prompt',
    codec: promptCsv,
    store: createBulkStore(db, prompts, { order: [prompts.createdAt, prompts.id], columns: promptColumns }),
    toItem: toPrompt,
    toRow,
    preview: (p) => ({ title: p.title, category: p.category, status: p.status }),
  });
}

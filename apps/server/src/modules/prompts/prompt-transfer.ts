import { promptCsv, type PromptImportValues } from '@ai4n/shared/csv';
import type { AppDb } from '../../db/client.js';
import { prompts } from '../../db/schema/index.js';
import { defineBulkImport } from '../bulk/bulk-prepare.js';
import { createBulkStore } from '../bulk/bulk-store.js';
import { createBulkTransfer } from '../bulk/bulk-transfer.js';
import { promptColumns, type NewPromptRow } from './prompt-repository.js';
import { toPromptRow } from './prompt-admin-service.js';
import { toPrompt } from './prompt-service.js';

/** How a prompt import is read and checked (in the import worker). */
export const promptImport = defineBulkImport({
  entity: 'prompts',
  noun: 'Prompt',
  codec: promptCsv,
  table: prompts,
  // A validated input has every field a row needs.
  toRow: ({ id, ...p }: PromptImportValues) => ({ ...(toPromptRow(p) as NewPromptRow), id }),
  preview: (p) => ({ title: p.title, category: p.category, status: p.status }),
  ids: 'uuid',
  // As the database's trigger makes it (migration 0000): title A, tags and description B, text C.
  searchVector: {
    column: prompts.searchVector,
    fields: (p) => [
      { text: p.title, weight: 'A' },
      { text: p.tags.join(' '), weight: 'B' },
      { text: p.description, weight: 'B' },
      { text: p.prompt_text, weight: 'C' },
    ],
  },
});

/** Bulk import and export of the gallery's prompts: a replacing import keeps the ids it carries, so favourites and shared links survive. */
export function createPromptTransfer(db: AppDb) {
  return createBulkTransfer(promptImport, {
    // Kept by a replacing import: what visitors made, and the search vector the database derives from the texts.
    store: createBulkStore(db, prompts, {
      order: [prompts.createdAt, prompts.id],
      columns: promptColumns,
      kept: [prompts.views, prompts.rating, prompts.ratingCount, prompts.searchVector],
    }),
    toItem: toPrompt,
  });
}

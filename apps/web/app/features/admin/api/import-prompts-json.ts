import type { BulkImportBody, ImportSummary } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { entityKeys, useAdminWrite } from './admin-query';

/** A large import takes longer than one ordinary request. */
const IMPORT_TIMEOUT_MS = 120_000;

/** Imports the prompts of a JSON export, all or nothing; the server checks every item. */
export const importPromptsJson = (prompts: BulkImportBody<'prompts'>['prompts']) =>
  adminRequest<ImportSummary>('/prompts/bulk/import', {
    method: 'POST',
    body: { prompts } satisfies BulkImportBody<'prompts'>,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });

export const useImportPromptsJson = () => useAdminWrite(importPromptsJson, entityKeys.prompts);

import type { ImportSummary } from '@ai4n/shared';
import { uploadWithProgress, type Progress } from '../lib/transfer';
import { entityKeys, useAdminWrite } from './admin-query';

export interface PromptCsvImport {
  file: File;
  /** Check every row and preview, without writing. */
  dryRun?: boolean;
  onProgress?: (progress: Progress) => void;
}

/** Imports a prompts CSV sent as text/csv, all or nothing, with upload progress. */
export const importPromptsCsv = ({ file, dryRun = false, onProgress = () => undefined }: PromptCsvImport) =>
  uploadWithProgress<ImportSummary>(
    `/prompts/bulk/import-csv${dryRun ? '?dryRun=true' : ''}`,
    file,
    'text/csv',
    onProgress,
  );

export const useImportPromptsCsv = () => useAdminWrite(importPromptsCsv, entityKeys.prompts);

import type { ImportSummary } from '@ai4n/shared';
import { uploadWithProgress, type Progress } from '../lib/transfer';
import { entityKeys, useAdminWrite } from './admin-query';

/** The entities imported from an uploaded CSV file (prompts have their own text/csv import). */
export type CsvUploadEntity = 'lessons' | 'questions' | 'faqs';

export interface CsvUpload {
  file: File;
  /** Delete every existing row first, in the same transaction. */
  replaceExisting: boolean;
  /** Check every row and preview, without writing. */
  dryRun?: boolean;
  onProgress?: (progress: Progress) => void;
}

function formOf(file: File, replaceExisting: boolean): FormData {
  const form = new FormData();
  form.append('replaceExisting', String(replaceExisting));
  form.append('file', file);
  return form;
}

/** POST /{entity}/bulk/upload (multipart: replaceExisting, file): all or nothing, with upload progress. */
export const uploadContentCsv = (
  entity: CsvUploadEntity,
  { file, replaceExisting, dryRun = false, onProgress = () => undefined }: CsvUpload,
) =>
  uploadWithProgress<ImportSummary>(
    `/${entity}/bulk/upload${dryRun ? '?dryRun=true' : ''}`,
    formOf(file, replaceExisting),
    null,
    onProgress,
  );

export const useUploadContentCsv = (entity: CsvUploadEntity) =>
  useAdminWrite((upload: CsvUpload) => uploadContentCsv(entity, upload), entityKeys[entity]);

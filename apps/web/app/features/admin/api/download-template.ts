import { bulkTemplateFile, type BulkEntity } from '@ai4n/shared';
import { downloadFile } from '../lib/transfer';

/** Downloads the CSV template of an entity (GET /{entity}/bulk/template), example rows included. */
export const downloadTemplate = (entity: BulkEntity) =>
  downloadFile(`/${entity}/bulk/template`, bulkTemplateFile(entity));

import { BULK_EXPORT_FILES } from '@ai4n/shared';
import { downloadFile } from '../lib/transfer';

/** What can be exported as CSV: every entity, and the graded quiz attempts ('quizzes'). */
export type ExportKind = keyof typeof BULK_EXPORT_FILES;

/** Downloads GET /{kind}/bulk/export and saves it under the server's file name; resolves to that name. */
export const downloadExport = (kind: ExportKind) => downloadFile(`/${kind}/bulk/export`, BULK_EXPORT_FILES[kind]);

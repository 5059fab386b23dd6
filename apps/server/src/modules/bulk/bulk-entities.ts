import type { BulkEntity } from '@ai4n/shared';
import { faqImport } from './faq-transfer.js';
import { promptImport } from './prompt-transfer.js';
import { lessonImport, questionImport } from './school-transfer.js';
import type { BulkImportRules } from './bulk-prepare.js';

/** How each entity's import is read and checked: what the import worker looks up by entity. */
export const BULK_IMPORTS: Record<BulkEntity, BulkImportRules> = {
  prompts: promptImport,
  faqs: faqImport,
  lessons: lessonImport,
  questions: questionImport,
};

import { FIELD_TEXTS } from './contracts/texts.js';
import { splitList } from './lists.js';

/** Business constants and texts of docs/spec/admin.md (sections 8 and 9) shared by the console and the server. */

export const ADMIN_SESSION_MS = 2 * 60 * 60_000;
export const ADMIN_RECHECK_MS = 60_000;
export const ADMIN_PROMPT_FETCH_LIMIT = 1000;
export const PROMPT_TOAST_MS = 3_000;
export const SCHOOL_TOAST_MS = 5_000;
export const PROMPT_SUBMIT_DELAY_MS = 1_000;
export const CSV_PREVIEW_ROWS = 10;
export const CSV_ERRORS_SHOWN = 20;
export const DELETE_ALL_PROMPTS_PHRASE = 'DELETE ALL PROMPTS';
export const MIN_QUESTION_OPTIONS = 2;
export const MAX_QUESTION_OPTIONS = 8;
export const DEFAULT_QUESTION_OPTIONS = 4;

export const PROMPT_ESTIMATED_TIMES = [
  '1-5 minutes',
  '5-10 minutes',
  '10-20 minutes',
  '20-30 minutes',
  '30+ minutes',
] as const;
export const PROMPT_OUTPUT_TYPES = ['text', 'structured', 'code', 'creative', 'analysis'] as const;

export const ADMIN_LOGIN_TEXTS = {
  failed: 'Authentication failed',
  invalidResponse: 'Invalid response from server',
  invalidCredentials: 'Invalid username or password. Please try again.',
  exception: 'An error occurred during login. Please try again.',
  sessionNote: 'For your security, the session expires after 2 hours of inactivity.',
} as const;

export const ADMIN_CONSOLE_TEXTS = {
  offline: 'Running in offline mode with cached data.',
  loadFailed: 'Failed to load data from server',
  tabLoadFailed: (tab: string) => `Failed to load ${tab} from server`,
  promptsLoadFailed: 'Failed to load prompts from server',
  systemPromptFailed: 'Failed to save system prompt',
  modelsFailed: 'Failed to save models',
  siteClaimsSaved: 'Site claims saved',
  siteClaimsFailed: 'Failed to save site claims',
  deleteAllFailed: (entity: string, message: string) => `Failed to delete all ${entity}: ${message}`,
  addPromptFailed: (message: string) => `Failed to add prompt: ${message}`,
  uploadFailed: 'Failed to upload file. Please try again.',
  loading: (tab: string) => `Loading ${tab}...`,
} as const;

export const PROMPT_TOASTS = {
  created: 'Prompt file created successfully!',
  archived: 'Prompt archived successfully',
  unarchived: 'Prompt unarchived successfully',
  deleted: 'Prompt deleted successfully',
  updated: 'Prompt updated successfully',
  allDeleted: 'All prompts deleted successfully',
  csvImported: (n: number) => `Successfully imported ${n} prompts!`,
  jsonImported: (n: number) => `Imported ${n} prompt files successfully!`,
  exported: 'Export completed successfully!',
  faqsExported: 'FAQs export completed successfully!',
  lessonsExported: 'Lessons export completed successfully!',
  quizzesExported: 'Quizzes export completed successfully!',
  featured: 'Prompt marked as featured',
  unfeatured: 'Prompt unfeatured',
  createFailed: 'Failed to create prompt file',
  archiveFailed: 'Failed to archive prompt',
  unarchiveFailed: 'Failed to unarchive prompt',
  deleteFailed: 'Failed to delete prompt from database',
  updateFailed: 'Failed to update prompt in database',
  featureFailed: 'Failed to update featured status',
  csvFailed: 'Failed to import prompts from CSV',
  exportFailed: 'Export failed',
  faqsExportFailed: 'FAQs export failed',
  lessonsExportFailed: 'Lessons export failed',
  quizzesExportFailed: 'Quizzes export failed',
  readFailed: 'Failed to read the selected file',
  invalidJson:
    'Import failed - invalid JSON format. Please ensure you are importing a valid JSON file exported from this system.',
  invalidStructure: 'Import failed - invalid file format or structure',
} as const;

export const PROMPT_IMPORT_TEXTS = {
  notCsv: 'Please select a CSV file (must have .csv extension)',
  notJson: 'Please select a JSON file. Use "Import CSV" for CSV files.',
  malformedUpload:
    "The upload could not be read as multipart/form-data (cut short or a wrong boundary): send the CSV file again in a field named 'file'.",
  noRows: 'No valid data found in CSV file. Please check that your file has data rows below the header.',
  noValidPrompts: 'No valid prompts could be created from the CSV data. Please check the format and required fields.',
  fileError: (message: string) => `Error processing file: ${message}`,
  importButton: (n: number) => `Import ${n} Prompts`,
  moreErrors: (n: number) => `and ${n} more`,
} as const;

export const confirmDeleteAllText = (entity: string) =>
  `Are you sure you want to delete ALL ${entity}? This cannot be undone!`;

/** The toasts that read alike for every numbered content type, made from its names ('Lesson', 'lessons'). */
const contentToasts = (one: string, many: string) => ({
  added: `${one} added successfully!`,
  updated: `${one} updated successfully!`,
  toggled: `${one} enabled/disabled successfully!`,
  imported: (n: number) => `Imported ${n} ${many} successfully!`,
  allDeleted: `All ${many} deleted successfully!`,
  addFailed: `Failed to add ${one.toLowerCase()}`,
  updateFailed: `Failed to update ${one.toLowerCase()}`,
  deleteFailed: `Failed to delete ${one.toLowerCase()}`,
  toggleFailed: `Failed to update ${one.toLowerCase()} status`,
  importFailed: `Failed to import ${many}`,
  deleteAllFailed: `Failed to delete all ${many}`,
  confirmDeleteAll: confirmDeleteAllText(many),
});

export const LESSON_TOASTS = {
  ...contentToasts('Lesson', 'lessons'),
  deleted: 'Lesson deleted permanently!',
  archived: 'Lesson archived successfully!',
  bulkDeleted: (n: number) => `${n} lesson(s) deleted permanently!`,
  archiveFailed: 'Failed to archive lesson',
  bulkDeleteFailed: 'Failed to delete some lessons',
  loadFailed: 'Failed to load lessons. Please check your connection and try again.',
  confirmDelete: (n: number) => `Are you sure you want to permanently delete ${n} lesson(s)? This cannot be undone!`,
  /** Under a deletion's confirmation: the quiz questions that link to the lessons going (decision 0034). */
  linksLost: (n: number) =>
    `${n} quiz question(s) link to ${n === 1 ? 'this lesson' : 'these lessons'} and will lose their lesson link:`,
  linksRestore: 'Export the lessons first: importing that export again restores the links.',
} as const;

export const QUESTION_TOASTS = {
  ...contentToasts('Question', 'questions'),
  deleted: 'Question deleted successfully!',
  bulkDeleted: (n: number) => `${n} question(s) deleted successfully!`,
  settingsSaved: 'Quiz settings saved successfully!',
  settingsFailed: 'Failed to save quiz settings',
  loadFailed: 'Failed to load questions. Please try again.',
  cached: 'Using cached data. Some content may be outdated.',
  confirmDelete: (n: number) => `Are you sure you want to delete ${n} question(s)?`,
  tooFewOptions: FIELD_TEXTS.answerOptions,
  pointsHint: FIELD_TEXTS.points,
} as const;

/** Removing option `removed` from a question: where the correct answer index goes (docs/spec/admin.md section 5). */
export function correctAnswerAfterRemoving(correct: number, removed: number): number {
  if (removed === correct) return 0;
  return removed < correct ? correct - 1 : correct;
}

/** Adds a chip value to a comma-separated entry only if it is not already present. */
export function addChip(text: string, value: string): string {
  const items = splitList(text);
  return items.includes(value) ? items.join(', ') : [...items, value].join(', ');
}

/** The remaining session time as the header shows it: hours and minutes. */
export function formatRemaining(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

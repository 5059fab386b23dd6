// Imported as '@ai4n/shared/prompt-csv' so the CSV parser stays out of the pages that do not need it.
import Papa from 'papaparse';
import { PromptInputSchema, type PromptInput } from './contracts/prompts.js';
import { composePromptText, parsePromptText, type PromptSections } from './prompt-text.js';

/** The prompt CSV columns (admin.md), in template order. */
export const PROMPT_CSV_COLUMNS = [
  'Prompt Title',
  'Description',
  'Category',
  'Tags',
  'Business Types',
  'Context',
  'Role Definition',
  'Expertise Areas',
  'Core Prompt Text',
  'Response Guidelines',
  'Info About User',
  'Response Format',
  'Criteria & Quality',
  'Constraints & Limitations',
  'Examples',
  'Example Use',
  'Rating',
  'Views',
  'Is Featured',
  'Added By',
  'Status',
] as const;
export const PROMPT_CSV_REQUIRED = ['Prompt Title', 'Description', 'Category'] as const;

const SECTION_COLUMNS: Array<[keyof PromptSections, (typeof PROMPT_CSV_COLUMNS)[number]]> = [
  ['context', 'Context'],
  ['role', 'Role Definition'],
  ['corePrompt', 'Core Prompt Text'],
  ['responseGuidelines', 'Response Guidelines'],
  ['userInfo', 'Info About User'],
  ['responseFormat', 'Response Format'],
  ['criteria', 'Criteria & Quality'],
  ['constraints', 'Constraints & Limitations'],
  ['examples', 'Examples'],
];

/** A cell a spreadsheet would run as a formula gets a leading apostrophe; import takes it off again. */
export const neutralizeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
export const restoreCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

export interface CsvPrompt {
  title: string;
  description: string;
  prompt_text: string;
  category: string;
  tags: string[];
  business_types: string[];
  example_use: string;
  rating: number;
  views: number;
  added_by: string;
  isFeatured: boolean;
  status: string;
}

/** CSV text for these prompts; without the header line when streaming later pages. */
export function promptsToCsv(prompts: CsvPrompt[], options: { header?: boolean } = {}): string {
  const rows = prompts.map((p) => {
    const sections = parsePromptText(p.prompt_text);
    const row: Record<string, string> = {
      'Prompt Title': p.title,
      Description: p.description,
      Category: p.category,
      Tags: p.tags.join(', '),
      'Business Types': p.business_types.join(', '),
      'Expertise Areas': sections.expertiseAreas.join(', '),
      'Example Use': p.example_use,
      Rating: String(p.rating),
      Views: String(p.views),
      'Is Featured': String(p.isFeatured),
      'Added By': p.added_by,
      Status: p.status,
    };
    for (const [key, column] of SECTION_COLUMNS) row[column] = sections[key] as string;
    return PROMPT_CSV_COLUMNS.map((c) => neutralizeCell(row[c] ?? ''));
  });
  return Papa.unparse({ fields: [...PROMPT_CSV_COLUMNS], data: rows }, { quotes: true, newline: '\r\n', header: options.header ?? true });
}

export interface CsvRowError {
  row: number;
  message: string;
}

/**
 * Reads a prompt CSV (quoted fields, doubled quotes, line breaks in quotes, a byte-order mark,
 * CRLF) into the same input the single-create form sends. Rows count from 2 (the header is row 1).
 */
export function parsePromptCsv(text: string): { prompts: PromptInput[]; errors: CsvRowError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  const prompts: PromptInput[] = [];
  const errors: CsvRowError[] = [];
  parsed.data.forEach((raw, index) => {
    const row = index + 2;
    const cell = (name: string) => restoreCell((raw[name] ?? '').trim());
    const missing = PROMPT_CSV_REQUIRED.find((c) => !cell(c));
    if (missing) {
      errors.push({ row, message: `Row ${row}: Missing required field '${missing}'` });
      return;
    }
    const sections = Object.fromEntries(SECTION_COLUMNS.map(([key, column]) => [key, cell(column)])) as Partial<PromptSections>;
    sections.expertiseAreas = cell('Expertise Areas').split(',').map((s) => s.trim()).filter(Boolean);
    const structured = SECTION_COLUMNS.some(([key]) => key !== 'corePrompt' && sections[key]);
    const candidate = {
      title: cell('Prompt Title'),
      description: cell('Description'),
      category: cell('Category'),
      prompt_text: structured ? composePromptText(sections) : cell('Core Prompt Text'),
      tags: cell('Tags'),
      business_types: cell('Business Types'),
      example_use: cell('Example Use'),
      rating: cell('Rating'),
      views: cell('Views'),
      isFeatured: cell('Is Featured') === 'true',
      added_by: cell('Added By') || 'admin',
      status: cell('Status') || 'active',
    };
    const result = PromptInputSchema.safeParse(candidate);
    if (result.success) prompts.push(candidate as PromptInput);
    else errors.push({ row, message: `Row ${row}: Error processing data - ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` });
  });
  return { prompts, errors };
}

// Part of '@ai4n/shared/csv', so the CSV parser stays out of the pages that do not need it.
import type { z } from 'zod';
import { uuidText } from '../contracts/common.js';
import { PromptInputSchema } from '../contracts/prompts.js';
import { composePromptText, parsePromptText, type PromptSections } from '../prompt-text.js';
import { splitList } from '../lists.js';
import { decodeCsv, encodeCsv, optionalNumber, optionalText, type CsvCodec, type CsvRowError } from './csv.js';

export { neutralizeCell, restoreCell, type CsvRowError } from './csv.js';

/** The prompt CSV columns (docs/spec/admin.md), in template order. */
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
  // Issue 32: each prompt teaches. A file without these columns imports with the defaults.
  'Difficulty',
  'Why It Works',
  'Why It Works Lesson',
  'Make It Yours',
  // Beyond the spec's columns (docs/spec/admin.md section 5): the stored id, kept by an import that replaces the prompts.
  'ID',
] as const;
export const PROMPT_CSV_REQUIRED = ['Prompt Title', 'Description', 'Category'] as const;

const SECTION_COLUMNS: Array<[Exclude<keyof PromptSections, 'expertiseAreas'>, (typeof PROMPT_CSV_COLUMNS)[number]]> = [
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

const hasStructure = (sections: PromptSections) =>
  sections.expertiseAreas.length > 0 || SECTION_COLUMNS.some(([key]) => key !== 'corePrompt' && sections[key]);

/** A prompt as an import reads it: the single-creation input, and the id it had when exported. */
export const PromptImportSchema = PromptInputSchema.extend({ id: uuidText().optional() });
export type PromptImportValues = z.output<typeof PromptImportSchema>;

export interface CsvPrompt {
  id?: string;
  title: string;
  description: string;
  prompt_text: string;
  category: string;
  tags: string[];
  business_types: string[];
  example_use: string;
  /** Exported as visitors made them (docs/decisions/0013); an import leaves them out. */
  rating?: number | null;
  views?: number;
  added_by: string;
  isFeatured: boolean;
  status: string;
  /** Left out (files written before issue 32): an empty cell, and an import takes the defaults. */
  difficulty?: string;
  whyItWorks?: string;
  whyItWorksLesson?: number | null;
  makeItYours?: string;
}

/**
 * A prompt's text goes into the section columns only when reading them back composes the very
 * same text; any other text (hand-written headings, a lone CORE PROMPT section) goes whole into
 * Core Prompt Text, which import then takes as it is.
 */
function toCells(p: CsvPrompt): Record<string, string> {
  const parsed = parsePromptText(p.prompt_text);
  const sections = hasStructure(parsed) && composePromptText(parsed) === p.prompt_text ? parsed : null;
  const row: Record<string, string> = {
    'Prompt Title': p.title,
    Description: p.description,
    Category: p.category,
    Tags: p.tags.join(', '),
    'Business Types': p.business_types.join(', '),
    'Expertise Areas': sections ? sections.expertiseAreas.join(', ') : '',
    'Example Use': p.example_use,
    Rating: p.rating == null ? '' : String(p.rating),
    Views: p.views === undefined ? '' : String(p.views),
    'Is Featured': String(p.isFeatured),
    'Added By': p.added_by,
    Status: p.status,
    Difficulty: p.difficulty ?? '',
    'Why It Works': p.whyItWorks ?? '',
    'Why It Works Lesson': p.whyItWorksLesson == null ? '' : String(p.whyItWorksLesson),
    'Make It Yours': p.makeItYours ?? '',
    ID: p.id ?? '',
  };
  for (const [key, column] of SECTION_COLUMNS)
    row[column] = sections ? sections[key] : key === 'corePrompt' ? p.prompt_text : '';
  return row;
}

function fromCells(cell: (column: string) => string) {
  const sections = Object.fromEntries(
    SECTION_COLUMNS.map(([key, column]) => [key, cell(column).trim()]),
  ) as unknown as PromptSections;
  sections.expertiseAreas = splitList(cell('Expertise Areas'), ',');
  return {
    id: optionalText(cell('ID').trim()),
    title: cell('Prompt Title'),
    description: cell('Description'),
    category: cell('Category'),
    // Without structured sections the core prompt text alone is the prompt text (docs/spec/admin.md).
    prompt_text: hasStructure(sections) ? composePromptText(sections) : cell('Core Prompt Text'),
    tags: splitList(cell('Tags'), ','),
    business_types: splitList(cell('Business Types'), ','),
    example_use: cell('Example Use'),
    isFeatured: cell('Is Featured').trim().toLowerCase() === 'true',
    added_by: optionalText(cell('Added By')),
    status: optionalText(cell('Status').trim().toLowerCase()),
    difficulty: optionalText(cell('Difficulty').trim().toLowerCase()),
    whyItWorks: optionalText(cell('Why It Works')),
    whyItWorksLesson: optionalNumber(cell('Why It Works Lesson')),
    makeItYours: optionalText(cell('Make It Yours')),
  };
}

export const promptCsv: CsvCodec<CsvPrompt, typeof PromptImportSchema> = {
  columns: PROMPT_CSV_COLUMNS,
  required: PROMPT_CSV_REQUIRED,
  schema: PromptImportSchema,
  toCells,
  fromCells,
  examples: [
    {
      title: 'Follow-up email after a first meeting',
      description: 'A short, friendly follow-up that recaps the meeting and proposes the next step.',
      prompt_text: composePromptText({
        context: 'I run [company name], a small business. I met a potential client yesterday.',
        role: 'You are an experienced sales copywriter.',
        expertiseAreas: ['email', 'B2B sales'],
        corePrompt:
          'Write a follow-up email to [client name] that recaps what we discussed about [topic] and proposes a 20-minute call next week.',
        responseFormat: 'Subject line, then the email body in under 150 words.',
        constraints: 'Friendly and professional; no pressure tactics.',
      }),
      category: 'sales',
      tags: ['email', 'follow-up'],
      business_types: ['Coaches & Consultants', 'Agencies / Freelancers'],
      example_use: 'After a discovery call with a new lead.',
      added_by: 'admin',
      isFeatured: false,
      status: 'active',
      difficulty: 'beginner',
      whyItWorks:
        'It gives the AI a role and the facts of the meeting (context), and fixes the shape and length of the email, so the draft is ready to send.',
      whyItWorksLesson: 2,
      makeItYours: 'Name your own next step (a call, a visit, a quote) and the tone your clients expect.',
    },
    {
      title: 'Weekly plan from a to-do list',
      description: 'Turns a messy list of tasks into a realistic plan for the week.',
      prompt_text:
        'Here is my to-do list: [paste your list]. Group the tasks, estimate each one, and spread them over Monday to Friday with the most important first.',
      category: 'productivity',
      tags: ['planning'],
      business_types: [],
      example_use: 'Every Monday morning.',
      added_by: 'admin',
      isFeatured: true,
      status: 'draft',
      difficulty: 'beginner',
      whyItWorks: '',
      whyItWorksLesson: null,
      makeItYours: '',
    },
  ],
};

/** CSV text for these prompts; without the header line when streaming later pages. */
export function promptsToCsv(prompts: CsvPrompt[], options: { header?: boolean } = {}): string {
  return encodeCsv(promptCsv, prompts, options);
}

/**
 * Reads a prompt CSV (quoted fields, doubled quotes, line breaks in quotes, a byte-order mark,
 * CRLF) into the same input the single-create form sends, as its schema leaves it. Rows count from 2.
 */
export function parsePromptCsv(text: string): { prompts: PromptImportValues[]; errors: CsvRowError[] } {
  const { records, errors } = decodeCsv(promptCsv, text);
  return { prompts: records.map((r) => r.value), errors };
}

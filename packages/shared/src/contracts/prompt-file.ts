import { z } from 'zod';
import { BUSINESS_TYPES, PROMPT_DIFFICULTIES, PROMPT_STATUSES, STORED_PROMPT_CATEGORIES } from '../domain/prompts.js';

const text = (min = 20) => z.string().trim().min(min);

/**
 * One curated gallery prompt as an editor keeps it: the front matter of a Markdown file under
 * content/prompts/<category>/ (docs/content.md). The prompt's sections are the file's body.
 */
export const PromptFileMetaSchema = z.strictObject({
  title: text(5).max(120),
  description: text(),
  category: z.enum(STORED_PROMPT_CATEGORIES as [string, ...string[]]),
  businessTypes: z.array(z.enum(BUSINESS_TYPES)).min(1).max(4),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(2)
        .max(50)
        .regex(/^[^A-Z]+$/, 'tags are lowercase'),
    )
    .min(3)
    .max(6),
  difficulty: z.enum(PROMPT_DIFFICULTIES),
  status: z.enum(PROMPT_STATUSES),
  featured: z.boolean(),
  exampleUse: text(),
  whyItWorks: text(40).optional(),
  /** The lesson (its id) that teaches the main technique whyItWorks names. */
  whyItWorksLesson: z.number().int().min(1).max(99).optional(),
  makeItYours: text().optional(),
});
export type PromptFileMeta = z.infer<typeof PromptFileMetaSchema>;

/** A prompt's sections as the file's body gives them (every one present and with substance). */
export const PromptFileSectionsSchema = z.strictObject({
  context: text(),
  role: text(),
  expertiseAreas: z.array(text(3)).min(3).max(6),
  responseGuidelines: text(),
  userInfo: text(),
  responseFormat: text(),
  corePrompt: text(),
  criteria: text(),
  constraints: text(),
  examples: text(),
});

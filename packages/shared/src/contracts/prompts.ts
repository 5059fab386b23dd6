import { z } from 'zod';
import { FIELD_TEXTS, requiredText } from './texts.js';
import { int32, int32Text, updateSchemaOf } from './common.js';
import { cleanList, splitList } from '../lists.js';
import {
  GALLERY_PAGE_SIZE,
  PROMPT_DIFFICULTIES,
  PROMPT_LIST_MAX_LIMIT,
  PROMPT_SORT_FIELDS,
  PROMPT_STATUSES,
  PROMPT_TAG_FILTER_MAX,
  RATING_MAX,
  tagFilterOf,
} from '../domain/prompts.js';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const PromptSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  prompt_text: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  business_types: z.array(z.string()),
  example_use: z.string(),
  /** How much the user must bring: beginner = fill in a few facts. */
  difficulty: z.enum(PROMPT_DIFFICULTIES),
  /** The prompting techniques the prompt uses (two or three sentences); '' when none is written. */
  whyItWorks: z.string(),
  /** The lesson (its id) that teaches the main technique whyItWorks names, or null. */
  whyItWorksLesson: z.number().int().nullable(),
  /** What a reader changes to fit their own business (one line); '' when none is written. */
  makeItYours: z.string(),
  /** The visitors' average (one decimal), or null until ratingCount reaches MIN_RATINGS_SHOWN. */
  rating: z.number().nullable(),
  /** How many visitors rated the prompt. */
  ratingCount: z.number().int(),
  /** Views counted from visitors (once per visitor and day). */
  views: z.number().int(),
  added_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  isFeatured: z.boolean(),
  status: z.enum(PROMPT_STATUSES),
});
export type Prompt = z.infer<typeof PromptSchema>;

/** A visitor's rating of a prompt: a whole number of stars. */
export const PromptRatingBodySchema = z.object({
  rating: z
    .number()
    .int('A rating is a whole number of stars')
    .min(1, 'A rating is 1 to 5 stars')
    .max(RATING_MAX, 'A rating is 1 to 5 stars'),
});
export type PromptRatingBody = z.infer<typeof PromptRatingBodySchema>;

/** A prompt's rating as one visitor sees it: the average (null until shown), the count, their own. */
export const PromptRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  yourRating: z.number().int().nullable(),
});
export type PromptRating = z.infer<typeof PromptRatingSchema>;

export const PromptListQuerySchema = z.object({
  category: z.string().trim().max(50).optional(),
  /** `tags=a,b`: prompts having every one of these tags (case ignored). */
  tags: z
    .string()
    .max(1_000)
    .transform(tagFilterOf)
    .pipe(
      z
        .array(z.string().max(50, 'A tag has at most 50 characters'))
        .max(PROMPT_TAG_FILTER_MAX, `Filter by at most ${PROMPT_TAG_FILTER_MAX} tags at once`),
    )
    .optional(),
  /**
   * The search ignores case and spacing (toPrefixTsQuery), so "Email", " email " and "EMAIL" read
   * as one search: one response-cache entry, not one per spelling.
   */
  search: z
    .string()
    .trim()
    .max(200)
    .transform((s) => s.toLowerCase().replace(/\s+/g, ' '))
    .optional(),
  businessType: z.string().trim().max(100).optional(),
  featured: flag.optional(),
  status: z.enum([...PROMPT_STATUSES, 'all']).optional(),
  page: int32Text().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PROMPT_LIST_MAX_LIMIT).default(GALLERY_PAGE_SIZE),
  sortBy: z.enum(PROMPT_SORT_FIELDS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export type PromptListQuery = z.infer<typeof PromptListQuerySchema>;

export const PaginationSchema = z.object({
  current: z.number().int(),
  total: z.number().int(),
  count: z.number().int(),
  totalCount: z.number().int(),
});

export const PromptListResponseSchema = z.object({
  prompts: z.array(PromptSchema),
  pagination: PaginationSchema,
  /**
   * The search as the gallery corrected it ("newsletter" for "newslettr") when a word of 5 letters
   * or more matched no word of the library; its prompts follow every exact match. Null otherwise.
   */
  didYouMean: z.string().nullable(),
});
export type PromptListResponse = z.infer<typeof PromptListResponseSchema>;

/** A prompt as a list of links shows it. */
export const PromptSummarySchema = PromptSchema.pick({
  id: true,
  title: true,
  description: true,
  category: true,
  rating: true,
  views: true,
  isFeatured: true,
});
export type PromptSummary = z.infer<typeof PromptSummarySchema>;

/** GET /prompts/meta/business-types/:slug: a business type's most useful prompts, by job. */
export const BusinessTypePromptsResponseSchema = z.object({
  businessType: z.string(),
  slug: z.string(),
  /** Active prompts for the business type. */
  total: z.number().int(),
  /** The library categories (jobs) that have prompts for it, in the library's order. */
  jobs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** All its prompts for the business type. */
      count: z.number().int(),
      /** The first BUSINESS_TYPE_PROMPTS_PER_JOB: featured first, then the most viewed, then the best rated. */
      prompts: z.array(PromptSummarySchema),
    }),
  ),
});
export type BusinessTypePromptsResponse = z.infer<typeof BusinessTypePromptsResponseSchema>;

export const BusinessTypeSlugParamSchema = z.object({ slug: z.string().max(100) });

export const PromptCategoriesResponseSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      icon: z.string(),
      color: z.string(),
      count: z.number().int(),
      isNew: z.boolean(),
    }),
  ),
  businessTypes: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** The most used tags of active prompts (lower-cased), most used first, at most PROMPT_TOP_TAGS. */
  tags: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type PromptCategoriesResponse = z.infer<typeof PromptCategoriesResponseSchema>;

const CountSchema = z.object({ _id: z.string(), count: z.number().int() });

export const PromptStatsResponseSchema = z.object({
  totalPrompts: z.number().int(),
  /** The average of every visitor rating of the gallery; 0 until MIN_RATINGS_SHOWN ratings are given. */
  avgRating: z.number(),
  /** How many visitor ratings the average is made of. */
  ratingCount: z.number().int(),
  totalViews: z.number().int(),
  categoryStats: z.array(CountSchema),
});
export type PromptStatsResponse = z.infer<typeof PromptStatsResponseSchema>;

/** The admin's prompt statistics (docs/spec/admin.md): every prompt whatever its status. */
export const PromptStatusStatsResponseSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  draft: z.number().int(),
  archived: z.number().int(),
  /** How many stored categories hold a prompt. */
  categories: z.number().int(),
  statusStats: z.array(CountSchema),
  categoryStats: z.array(CountSchema),
});
export type PromptStatusStats = z.infer<typeof PromptStatusStatsResponseSchema>;

export const PromptIdParamSchema = z.object({ id: z.string().min(1).max(64) });

const listOfStrings = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? cleanList(v) : splitList(v)));

/** A prompt as the admin form and the imports send it. */
export const PromptInputSchema = z.object({
  title: requiredText(FIELD_TEXTS.title).max(200),
  description: requiredText(FIELD_TEXTS.description).max(2_000),
  prompt_text: requiredText(FIELD_TEXTS.promptText).max(20_000),
  category: requiredText(FIELD_TEXTS.category)
    .max(50)
    .transform((c) => c.toLowerCase()),
  tags: listOfStrings.default([]),
  business_types: listOfStrings.default([]),
  example_use: z.string().max(2_000).default(''),
  // Older exports and CSV files have none of the next four: they import with these defaults.
  difficulty: z.enum(PROMPT_DIFFICULTIES, 'Choose beginner, intermediate or advanced.').default('beginner'),
  whyItWorks: z.string().trim().max(2_000).default(''),
  whyItWorksLesson: int32().min(1).nullable().default(null),
  makeItYours: z.string().trim().max(1_000).default(''),
  // No rating or views: visitors make them (docs/decisions/0013). Sent ones are dropped, so older files still import.
  added_by: z.string().trim().max(100).default('admin'),
  // PostgreSQL has no year 0.
  created_at: z.iso
    .date()
    .refine((d) => !d.startsWith('0000'), 'Invalid date')
    .optional(),
  isFeatured: z.boolean().default(false),
  status: z.enum(PROMPT_STATUSES).default('active'),
});
export type PromptInput = z.input<typeof PromptInputSchema>;
export type PromptInputValues = z.output<typeof PromptInputSchema>;

export const PromptUpdateSchema = updateSchemaOf(PromptInputSchema);
export type PromptUpdate = z.input<typeof PromptUpdateSchema>;

export const PromptDeleteQuerySchema = z.object({
  archive: z.enum(['true', 'false']).optional(),
  permanent: z.enum(['true', 'false']).optional(),
});
export type PromptDeleteQuery = z.infer<typeof PromptDeleteQuerySchema>;
/** DELETE /prompts/:id: the archived prompt with ?archive=true; only the message when it is deleted for good. */
export const PromptDeleteResponseSchema = z.object({ message: z.string(), prompt: PromptSchema.optional() });
export type PromptDeleteResponse = z.infer<typeof PromptDeleteResponseSchema>;

import { z } from 'zod';
import { FIELD_TEXTS, requiredText } from './texts.js';
import { DeleteModeQuerySchema, int32, updateSchemaOf } from './common.js';
import { FAQ_CATEGORIES } from '../constants.js';

export const FaqCategorySchema = z.enum(FAQ_CATEGORIES);

export const FaqSchema = z.object({
  id: z.string(),
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: FaqCategorySchema,
  order: z.number().int(),
  isActive: z.boolean(),
});

export type Faq = z.infer<typeof FaqSchema>;

export const FaqListQuerySchema = z.object({
  category: FaqCategorySchema.optional(),
  admin: z.enum(['true', 'false']).optional(),
});

/** GET /faqs answers an object keyed by category, each an array of items. */
export const FaqGroupsSchema = z.object(
  Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, z.array(FaqSchema)])) as Record<
    (typeof FAQ_CATEGORIES)[number],
    z.ZodArray<typeof FaqSchema>
  >,
);

export type FaqGroups = z.infer<typeof FaqGroupsSchema>;

export const FaqCategoriesResponseSchema = z.object({
  categories: z.array(z.object({ id: FaqCategorySchema, name: z.string(), count: z.number().int() })),
});

export type FaqCategoriesResponse = z.infer<typeof FaqCategoriesResponseSchema>;

export const FaqInputSchema = z.object({
  question: requiredText(FIELD_TEXTS.faqQuestion).max(500),
  answer: requiredText(FIELD_TEXTS.faqAnswer).max(5_000),
  category: FaqCategorySchema,
  order: int32().min(0).default(0),
  isActive: z.boolean().default(true),
});

export type FaqInput = z.input<typeof FaqInputSchema>;

export const FaqUpdateSchema = updateSchemaOf(FaqInputSchema);

export type FaqUpdate = z.input<typeof FaqUpdateSchema>;

/** DELETE /faqs/:id answers a MessageResponse. */
export const FaqDeleteQuerySchema = DeleteModeQuerySchema;

export type FaqDeleteQuery = z.infer<typeof FaqDeleteQuerySchema>;

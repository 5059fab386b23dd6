import { z } from 'zod';

/**
 * One time-sensitive statement of the course, FAQs, gallery or Prompt Lab (a plan, a price, a
 * model name, a limit, a feature of a named product): where it appears, where it was checked and
 * when. The register is apps/server/src/db/seed/facts-register.json.
 */
export const FactSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  statement: z.string().min(1),
  /** 'lesson:<id>', 'question:<id>', 'faq:<category>', 'gallery:<prompt title>' or 'lab:<section>'. */
  appearsIn: z.array(z.string().regex(/^(lesson|question|faq|gallery|lab):.+$/)).min(1),
  source: z.url(),
  /** The day it was last checked against the source, YYYY-MM-DD. */
  checked: z.iso.date(),
});

export type Fact = z.infer<typeof FactSchema>;

export const FactsRegisterSchema = z.object({
  maxAgeDays: z.number().int().positive(),
  productNames: z.array(z.string().min(1)),
  facts: z.array(FactSchema),
});

export type FactsRegister = z.infer<typeof FactsRegisterSchema>;

/** The admin's list of facts to re-check: oldest check first, each with its age in days. */
export const AdminFactsSchema = z.object({
  maxAgeDays: z.number().int(),
  facts: z.array(FactSchema.extend({ ageDays: z.number().int(), stale: z.boolean() })),
});

export type AdminFacts = z.infer<typeof AdminFactsSchema>;

import { FAQ_CATEGORIES } from '../constants.js';
import type { Faq, FaqGroups } from '../contracts/faq.js';

/** Keeps only the six known categories and only array values (docs/spec/public-site.md section 4). */
export function normalizeFaqGroups(raw: unknown): FaqGroups {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return Object.fromEntries(
    FAQ_CATEGORIES.map((c) => [c, Array.isArray(source[c]) ? (source[c] as Faq[]) : []]),
  ) as FaqGroups;
}

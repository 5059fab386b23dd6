import { composePromptText } from '@ai4n/shared';
import type { NewPromptRow } from '../../modules/prompts/prompt-repository.js';
import { loadPromptFiles, type PromptFile } from './prompt-files.js';

/** The curated library: content/prompts/<category>/*.md, validated as it is read (docs/content.md). */
export const promptSeed: PromptFile[] = loadPromptFiles();

const DAY = 86_400_000;

/** Who the curated library is credited to (and how its seeded rows are recognised). */
export const SEED_AUTHOR = 'AI for Newbies team';

/**
 * Rows for the curated library; creation dates are spread over the past months so 'newest' sorts
 * meaningfully. No rating and no views: a prompt starts unrated with 0 views, and visitors make both.
 */
export function promptSeedRows(now = Date.now()): NewPromptRow[] {
  return promptSeed.map((p, i) => ({
    title: p.title,
    description: p.description,
    promptText: composePromptText(p.sections),
    category: p.category,
    tags: p.tags,
    businessTypes: p.businessTypes,
    exampleUse: p.exampleUse,
    difficulty: p.difficulty,
    whyItWorks: p.whyItWorks ?? '',
    whyItWorksLesson: p.whyItWorksLesson ?? null,
    makeItYours: p.makeItYours ?? '',
    isFeatured: p.featured,
    addedBy: SEED_AUTHOR,
    createdAt: new Date(now - ((i * 37) % 180) * DAY - 20 * DAY).toISOString().slice(0, 10),
    status: p.status,
  }));
}

import type { HousekeepingTask } from '../../plugins/housekeeping.js';
import type { PromptRepository } from './prompt-repository.js';

/**
 * A view is counted once per visitor, prompt and (UTC) day, so a row matters only on its own day;
 * two days' margin covers visitors in other time zones and a cleanup that runs around midnight.
 */
export const PROMPT_VIEW_RETENTION_DAYS = 2;

/** Housekeeping: deletes view-count rows older than the retention; the prompts keep their totals. */
export const oldPromptViewsTask = (repo: Pick<PromptRepository, 'deleteViewsBefore'>): HousekeepingTask => ({
  name: 'old prompt view counts',
  run: (now) =>
    repo.deleteViewsBefore(
      new Date(now.getTime() - PROMPT_VIEW_RETENTION_DAYS * 86_400_000).toISOString().slice(0, 10),
    ),
});

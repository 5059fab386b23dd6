import type { Prompt, PromptDeleteQuery, PromptDeleteResponse, PromptInputValues, PromptStatus } from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { NewPromptRow, PromptRepository } from './prompt-repository.js';
import { toPrompt } from './prompt-service.js';

type Changes = Partial<PromptInputValues>;

/**
 * The stored row of a prompt input: the fields it has (all of them for a creation or an import).
 * Never the rating or the views: visitors make those.
 */
export function toPromptRow(input: Changes): Partial<NewPromptRow> {
  const row: Partial<NewPromptRow> = {};
  if (input.title !== undefined) row.title = input.title;
  if (input.description !== undefined) row.description = input.description;
  if (input.prompt_text !== undefined) row.promptText = input.prompt_text;
  if (input.category !== undefined) row.category = input.category;
  if (input.tags !== undefined) row.tags = input.tags;
  if (input.business_types !== undefined) row.businessTypes = input.business_types;
  if (input.example_use !== undefined) row.exampleUse = input.example_use;
  if (input.difficulty !== undefined) row.difficulty = input.difficulty;
  if (input.whyItWorks !== undefined) row.whyItWorks = input.whyItWorks;
  if (input.whyItWorksLesson !== undefined) row.whyItWorksLesson = input.whyItWorksLesson;
  if (input.makeItYours !== undefined) row.makeItYours = input.makeItYours;
  if (input.added_by !== undefined) row.addedBy = input.added_by;
  if (input.created_at !== undefined) row.createdAt = input.created_at;
  if (input.isFeatured !== undefined) row.isFeatured = input.isFeatured;
  if (input.status !== undefined) row.status = input.status;
  return row;
}

/** The administrator's writes to the gallery. */
export function createPromptAdminService(repo: PromptRepository) {
  const existing = async (id: string) => {
    const row = isUuid(id) ? await repo.findById(id) : undefined;
    if (!row) throw new HttpError(404, 'Prompt not found');
    return row;
  };

  /** Moves a prompt between statuses, only from the status the rule allows. */
  const move = async (id: string, from: PromptStatus, to: PromptStatus, refusal: string): Promise<Prompt> => {
    await existing(id);
    const row = await repo.updateWhereStatus(id, from, { status: to, updatedAt: new Date() });
    if (!row) throw new HttpError(409, refusal);
    return toPrompt(row);
  };

  return {
    async create(input: PromptInputValues): Promise<Prompt> {
      return toPrompt(await repo.insertOne(toPromptRow(input) as NewPromptRow));
    },
    async update(id: string, changes: Changes): Promise<Prompt> {
      await existing(id);
      return toPrompt((await repo.update(id, { ...toPromptRow(changes), updatedAt: new Date() }))!);
    },
    archive: (id: string) => move(id, 'active', 'archived', 'Only an active prompt can be archived.'),
    unarchive: (id: string) => move(id, 'archived', 'active', 'Only an archived prompt can be unarchived.'),
    async remove(id: string): Promise<void> {
      await existing(id);
      await repo.remove(id);
    },
    /** DELETE /prompts/:id: ?archive=true archives (only an active prompt); otherwise the prompt goes for good. */
    async delete(id: string, query: PromptDeleteQuery): Promise<PromptDeleteResponse> {
      if (query.archive === 'true') return { message: 'Prompt archived successfully', prompt: await this.archive(id) };
      await this.remove(id);
      return { message: 'Prompt deleted successfully' };
    },
  };
}

export type PromptAdminService = ReturnType<typeof createPromptAdminService>;

import { LESSON_STAGES, LessonSchema, type Lesson, type LessonStage, type LessonStatsResponse } from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { contentDtoOf } from '../../lib/content-dto.js';
import { sanitizeLessonHtml } from './lesson-html.js';
import type { LessonRepository, LessonRow, NewLessonRow } from './lesson-repository.js';

export const toLesson: (row: LessonRow) => Lesson = contentDtoOf(LessonSchema);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Prepares a lesson for storage: sanitized HTML and the spec's defaults (docs/spec/admin.md section 9). */
export function prepareLesson(input: Omit<NewLessonRow, 'stageName'> & { stageName?: string | null }): NewLessonRow {
  return {
    ...input,
    content: sanitizeLessonHtml(input.content),
    stageName: input.stageName?.trim() || capitalise(input.stage),
  };
}

export function createLessonService(repo: LessonRepository) {
  return {
    async list(filter: { stage?: string; difficulty?: string }): Promise<Lesson[]> {
      return (await repo.listPublic(filter)).map(toLesson);
    },

    async get(id: number): Promise<Lesson> {
      const row = await repo.findPublicById(id);
      if (!row) throw new HttpError(404, 'Lesson not found');
      return toLesson(row);
    },

    async stages() {
      const rows = await repo.listPublic({});
      const byStage = new Map<LessonStage, { stageName: string; count: number }>();
      for (const row of rows) {
        const stage = row.stage as LessonStage;
        const entry = byStage.get(stage) ?? { stageName: row.stageName, count: 0 };
        entry.count += 1;
        byStage.set(stage, entry);
      }
      return {
        stages: LESSON_STAGES.filter((s) => byStage.has(s)).map((stage) => ({ stage, ...byStage.get(stage)! })),
      };
    },

    async stats(): Promise<LessonStatsResponse> {
      const [stages, difficulties] = await Promise.all([repo.countPublicBy('stage'), repo.countPublicBy('difficulty')]);
      return {
        totalLessons: stages.reduce((sum, s) => sum + s.count, 0),
        totalStages: stages.length,
        stages: stages.map((s) => ({ _id: s.key, count: s.count })),
        difficulties: difficulties.map((d) => ({ _id: d.key, count: d.count })),
      };
    },
  };
}

export type LessonService = ReturnType<typeof createLessonService>;

import type { z } from 'zod';
import {
  fitCorrectAnswer,
  noSuchLessonText,
  type DeleteMode,
  type LessonInputSchema,
  type QuestionInputSchema,
  type QuizSettings,
} from '@ai4n/shared';
import { randomId, RANDOM_ID_LIMIT } from '../../lib/free-id.js';
import { HttpError } from '../../plugins/errors.js';
import type { LessonRepository } from '../lessons/lesson-repository.js';
import { prepareLesson, toLesson } from '../lessons/lesson-service.js';
import type { QuestionRepository } from '../questions/question-repository.js';
import { toQuestion } from '../questions/question-service.js';

type LessonInput = z.output<typeof LessonInputSchema>;
type QuestionInput = z.output<typeof QuestionInputSchema>;

/** New lessons and questions get a random id below 10000 when none is given (docs/spec/admin.md). */
async function freeId(taken: (id: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const id = randomId();
    if (!(await taken(id))) return id;
  }
  throw new HttpError(409, `No free id left below ${RANDOM_ID_LIMIT}; give one explicitly.`);
}

/** The administrator's writes to the course and the question bank. */
export function createSchoolAdminService(lessons: LessonRepository, questions: QuestionRepository) {
  const remove = async (
    mode: DeleteMode,
    id: number,
    repo: {
      remove(id: number): Promise<boolean>;
      update(id: number, c: { isActive?: boolean; isArchived?: boolean }): Promise<unknown>;
    },
    label: string,
  ) => {
    const done =
      mode === 'permanent'
        ? await repo.remove(id)
        : Boolean(await repo.update(id, mode === 'archive' ? { isArchived: true } : { isActive: false }));
    if (!done) throw new HttpError(404, `${label} not found`);
    return {
      message:
        mode === 'permanent'
          ? `${label} deleted permanently`
          : mode === 'archive'
            ? `${label} archived`
            : `${label} disabled`,
    };
  };

  /** A question may name only a lesson that exists. */
  const checkLesson = async (lessonId: number | null | undefined) => {
    if (lessonId == null || (await lessons.findById(lessonId))) return;
    const message = noSuchLessonText(lessonId);
    throw new HttpError(400, message, { errors: [{ field: 'lessonId', message }] });
  };

  return {
    async allQuestions() {
      return (await questions.listAll()).map((row) => ({
        ...toQuestion(row),
        order: row.order,
        isArchived: row.isArchived,
      }));
    },
    async allLessons() {
      return (await lessons.listAll()).map((row) => ({ ...toLesson(row), isArchived: row.isArchived }));
    },
    async createLesson(input: LessonInput) {
      const id = input.id ?? (await freeId((i) => lessons.findById(i)));
      if (input.id && (await lessons.findById(input.id)))
        throw new HttpError(409, `A lesson with id ${input.id} already exists.`);
      return toLesson(await lessons.insertOne(prepareLesson({ ...input, id })));
    },
    async updateLesson(id: number, changes: Partial<LessonInput>) {
      const current = await lessons.findById(id);
      if (!current) throw new HttpError(404, 'Lesson not found');
      const merged = prepareLesson({
        ...current,
        ...changes,
        id,
        stageName: changes.stageName ?? (changes.stage ? undefined : current.stageName),
      });
      // Enabling an archived lesson brings it back: active means shown.
      return toLesson((await lessons.update(id, { ...merged, ...(changes.isActive ? { isArchived: false } : {}) }))!);
    },
    removeLesson: (id: number, mode: DeleteMode) => remove(mode, id, lessons, 'Lesson'),

    async createQuestion(input: QuestionInput) {
      const id = input.id ?? (await freeId((i) => questions.findById(i)));
      if (input.id && (await questions.findById(input.id)))
        throw new HttpError(409, `A question with id ${input.id} already exists.`);
      await checkLesson(input.lessonId);
      return toQuestion(await questions.insertOne({ ...input, id }));
    },
    /** Only what is sent changes; the correct answer is then fitted to the options it ends up with. */
    async updateQuestion(id: number, changes: Partial<QuestionInput>) {
      const current = await questions.findById(id);
      if (!current) throw new HttpError(404, 'Question not found');
      await checkLesson(changes.lessonId);
      const { options, correctAnswer } = fitCorrectAnswer({
        options: changes.options ?? current.options,
        correctAnswer: changes.correctAnswer ?? current.correctAnswer,
      });
      // Enabling an archived question brings it back: active means used in quizzes.
      const row = await questions.update(id, {
        ...changes,
        id,
        options,
        correctAnswer,
        ...(changes.isActive ? { isArchived: false } : {}),
      });
      if (!row) throw new HttpError(404, 'Question not found');
      return toQuestion(row);
    },
    removeQuestion: (id: number, mode: DeleteMode) => remove(mode, id, questions, 'Question'),

    async saveQuizSettings(settings: QuizSettings): Promise<QuizSettings> {
      await questions.saveSettings(settings);
      return settings;
    },
  };
}

export type SchoolAdminService = ReturnType<typeof createSchoolAdminService>;

import {
  DEFAULT_QUIZ_SETTINGS,
  QUESTION_CATEGORIES,
  QuizQuestionSchema,
  drawQuestions,
  type Question,
  type QuestionRead,
  type QuestionStatsResponse,
  type QuizQuestion,
  type QuizSettings,
  type Random,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { contentDtoOf } from '../../lib/content-dto.js';
import type { QuestionFilter, QuestionRepository, QuestionRow, QuestionState } from './question-repository.js';

export const NO_QUESTIONS_MESSAGE = 'No questions available for the quiz';

/** A question as the public sees it: without the right answer and the explanation that gives it away. */
export const toQuizQuestion: (row: QuestionRow) => QuizQuestion = contentDtoOf(QuizQuestionSchema);

/** The whole question, answer included: for administrators and graded results only. */
export function toQuestion(row: QuestionRow, includeExplanation = true): Question {
  return {
    ...toQuizQuestion(row),
    correctAnswer: row.correctAnswer,
    ...(includeExplanation ? { explanation: row.explanation } : {}),
  };
}

/** Who reads: an administrator (a valid admin token) sees every question and its answer. */
export interface Reader {
  admin: boolean;
}

/** The spec's `active` query (docs/spec/public-site.md section 7; admin only): true, or absent, the public questions; false the hidden ones; all every one. */
export const stateOfActive = (active: 'true' | 'false' | 'all' | undefined): QuestionState =>
  active === 'all' ? 'all' : active === 'false' ? 'hidden' : 'public';

export function createQuestionService(repo: QuestionRepository, random: Random = Math.random) {
  const forReader = (row: QuestionRow, reader: Reader, includeExplanation = true): QuestionRead =>
    reader.admin ? toQuestion(row, includeExplanation) : toQuizQuestion(row);

  /**
   * Draws up to `count` public questions spread across categories; 404 on an empty bank. The
   * `avoid` ids (the visitor's previous attempt) are drawn only when the others are too few.
   */
  const draw = async (
    count: number,
    filter: Pick<QuestionFilter, 'categories' | 'difficulties'> = {},
    avoid: readonly number[] = [],
  ): Promise<QuestionRow[]> => {
    const pool = await repo.list({ categories: filter.categories, difficulties: filter.difficulties });
    if (pool.length === 0) throw new HttpError(404, NO_QUESTIONS_MESSAGE);
    return drawQuestions(pool, count, random, avoid);
  };

  return {
    async list(filter: QuestionFilter, reader: Reader): Promise<QuestionRead[]> {
      const rows = await repo.list({ ...filter, state: reader.admin ? filter.state : 'public' });
      return rows.map((row) => forReader(row, reader));
    },

    async get(id: number, reader: Reader): Promise<QuestionRead> {
      const row = reader.admin ? await repo.findById(id) : await repo.findPublicById(id);
      if (!row) throw new HttpError(404, 'Question not found');
      return forReader(row, reader);
    },

    /** A random draw to look at (the certified quiz is drawn by POST /quizzes/draws); answers for administrators only. */
    async generate(
      query: { count: number; includeExplanations: boolean; categories?: string[]; difficulties?: string[] },
      reader: Reader,
    ) {
      const questions = (await draw(query.count, query)).map((row) =>
        forReader(row, reader, query.includeExplanations),
      );
      return { questions, total: questions.length };
    },

    draw,

    async stats(): Promise<QuestionStatsResponse> {
      const [categories, difficulties] = await Promise.all([
        repo.countPublicBy('category'),
        repo.countPublicBy('difficulty'),
      ]);
      return {
        totalQuestions: categories.reduce((sum, c) => sum + c.count, 0),
        categories: QUESTION_CATEGORIES.filter((c) => categories.some((row) => row.key === c)),
        difficulties: Object.fromEntries(difficulties.map((d) => [d.key, d.count])),
        categoryCounts: Object.fromEntries(categories.map((c) => [c.key, c.count])),
      };
    },

    async settings(): Promise<QuizSettings> {
      const row = await repo.settings();
      if (!row) return DEFAULT_QUIZ_SETTINGS;
      const { questionsPerQuiz, passingScore, showFeedbackImmediately, allowRetries } = row;
      return { questionsPerQuiz, passingScore, showFeedbackImmediately, allowRetries };
    },
  };
}

export type QuestionService = ReturnType<typeof createQuestionService>;

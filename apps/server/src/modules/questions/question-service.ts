import {
  DEFAULT_QUIZ_SETTINGS,
  QUESTION_CATEGORIES,
  type Question,
  type QuestionStatsResponse,
  type QuizSettings,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import { drawQuestions, type Random } from '@ai4n/shared';
import type { QuestionFilter, QuestionRepository, QuestionRow } from './question-repository.js';

export const NO_QUESTIONS_MESSAGE = 'No questions available for the quiz';


export function toQuestion(row: QuestionRow, includeExplanation = true): Question {
  return {
    id: row.id,
    category: row.category as Question['category'],
    difficulty: row.difficulty as Question['difficulty'],
    question: row.question,
    options: row.options,
    correctAnswer: row.correctAnswer,
    ...(includeExplanation ? { explanation: row.explanation } : {}),
    points: row.points,
    tags: row.tags,
    isActive: row.isActive && !row.isArchived,
  };
}

export function createQuestionService(repo: QuestionRepository, random: Random = Math.random) {
  return {
    async list(filter: QuestionFilter): Promise<Question[]> {
      return (await repo.listPublic(filter)).map((row) => toQuestion(row));
    },

    async get(id: number): Promise<Question> {
      const row = await repo.findPublicById(id);
      if (!row) throw new HttpError(404, 'Question not found');
      return toQuestion(row);
    },

    async generate(query: { count: number; includeExplanations: boolean; categories?: string[]; difficulties?: string[] }) {
      const pool = await repo.listPublic({ categories: query.categories, difficulties: query.difficulties });
      if (pool.length === 0) throw new HttpError(404, NO_QUESTIONS_MESSAGE);
      const questions = drawQuestions(pool, query.count, random).map((row) => toQuestion(row, query.includeExplanations));
      return { questions, total: questions.length };
    },

    async stats(): Promise<QuestionStatsResponse> {
      const [categories, difficulties] = await Promise.all([repo.countPublicBy('category'), repo.countPublicBy('difficulty')]);
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

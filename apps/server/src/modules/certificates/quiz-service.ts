import {
  PRACTICE_NOT_SHOWN_TEXT,
  QUIZ_DRAW_TTL_HOURS,
  certificateIneligibility,
  gradeFor,
  minimumQuizSeconds,
  scoreQuiz,
  type QuizAnswer,
  type PracticeGraded,
  type PracticeQuestions,
  type PracticeRequest,
  type PracticeSubmission,
  type QuizAnswerFeedback,
  type QuizDraw,
  type QuizDrawRequest,
  type QuizGraded,
  type QuizSubmission,
} from '@ai4n/shared';
import { HttpError } from '../../plugins/errors.js';
import type { HousekeepingTask } from '../../plugins/housekeeping.js';
import type { QuestionRepository, QuestionRow } from '../questions/question-repository.js';
import { toQuestion, toQuizQuestion, type QuestionService } from '../questions/question-service.js';
import type { DrawRow, QuizDrawRepository } from './quiz-draw-repository.js';

export const QUIZ_MESSAGES = {
  drawNotFound: 'This quiz was not found or has expired. Please take a fresh quiz.',
  alreadySubmitted: 'This quiz has already been submitted. Please take a fresh quiz.',
  notInDraw: 'Answers are accepted only for the questions of this quiz.',
  feedbackOff: 'Answers are checked when the quiz is finished.',
  answerLocked: 'This answer is already locked: with immediate feedback an answer cannot be changed.',
  noSuchOption: 'This question has no such option.',
  notShown: PRACTICE_NOT_SHOWN_TEXT,
} as const;

const DRAW_TTL_MS = QUIZ_DRAW_TTL_HOURS * 60 * 60_000;

export interface QuizDeps {
  draws: QuizDrawRepository;
  questions: QuestionRepository;
  drawQuestions: QuestionService['draw'];
  quizSettings: QuestionService['settings'];
  /** The least reading time per question of a certified attempt (QUIZ_MIN_SECONDS_PER_QUESTION). */
  minSecondsPerQuestion: number;
  /** The server clock; tests move it instead of sleeping. */
  now?: () => Date;
}

/** Draws older than this are gone for good: unsubmitted ones are deleted by the periodic cleanup. */
export const staleDrawCutoff = (now: Date) => new Date(now.getTime() - DRAW_TTL_MS);

/** Housekeeping: deletes quizzes drawn but never submitted once they have expired. */
export const staleQuizDrawsTask = (draws: Pick<QuizDrawRepository, 'deleteStaleDraws'>): HousekeepingTask => ({
  name: 'stale quiz draws',
  run: (now) => draws.deleteStaleDraws(staleDrawCutoff(now)),
});

/**
 * The certified quiz: drawn on the server without its answers, answered (and, with immediate
 * feedback, locked one answer at a time), then graded once against the stored answers.
 */
export function createQuizService(deps: QuizDeps) {
  const now = deps.now ?? (() => new Date());

  const openDraw = async (id: string): Promise<DrawRow> => {
    const draw = await deps.draws.find(id);
    if (!draw || draw.createdAt < staleDrawCutoff(now())) throw new HttpError(404, QUIZ_MESSAGES.drawNotFound);
    return draw;
  };

  /** The draw's questions in the order they were drawn (a question deleted since is left out). */
  const questionsOf = async (draw: DrawRow): Promise<QuestionRow[]> => {
    const rows = new Map((await deps.questions.findByIds(draw.questionIds)).map((row) => [row.id, row]));
    return draw.questionIds.flatMap((id) => rows.get(id) ?? []);
  };

  /** The public (active, not archived) questions of these ids, in the order given; the others are left out. */
  const publicQuestions = async (ids: number[]): Promise<QuestionRow[]> => {
    const rows = new Map((await deps.questions.findByIds(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row && row.isActive && !row.isArchived ? [row] : [];
    });
  };

  /**
   * A practice round asks only questions the visitor's named, graded draws asked: their answers are
   * on that results screen already, so collecting the bank's key costs a graded attempt per quiz
   * length of questions, as without practice.
   */
  const requireShown = async (drawIds: string[], questionIds: number[]) => {
    const shown = new Set(await deps.draws.gradedQuestionIds(drawIds));
    if (questionIds.some((id) => !shown.has(id))) throw new HttpError(403, QUIZ_MESSAGES.notShown);
  };

  const feedback = (question: QuestionRow, answer: number): QuizAnswerFeedback => ({
    questionId: question.id,
    answer,
    correct: answer === question.correctAnswer,
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
  });

  return {
    /**
     * A certified quiz; the `avoid` ids (the visitor's previous attempt) only where the bank lacks
     * others. `visitor` (a salted key of the client) lets the public pass rate count each visitor once.
     */
    async draw(request: QuizDrawRequest = { avoid: [] }, visitor: string | null = null): Promise<QuizDraw> {
      const settings = await deps.quizSettings();
      const rows = await deps.drawQuestions(settings.questionsPerQuiz, {}, request.avoid);
      const draw = await deps.draws.create(
        rows.map((row) => row.id),
        now(),
        visitor,
      );
      return {
        drawId: draw.id,
        questions: rows.map(toQuizQuestion),
        total: rows.length,
        showFeedbackImmediately: settings.showFeedbackImmediately,
        minimumSeconds: minimumQuizSeconds(rows.length, deps.minSecondsPerQuestion),
      };
    },

    /** Immediate feedback: checks one answer and locks it; the same answer again gets the same reply. */
    async answer(drawId: string, { questionId, answer }: QuizAnswer): Promise<QuizAnswerFeedback> {
      const [settings, draw] = await Promise.all([deps.quizSettings(), openDraw(drawId)]);
      if (!settings.showFeedbackImmediately) throw new HttpError(409, QUIZ_MESSAGES.feedbackOff);
      if (!draw.questionIds.includes(questionId)) throw new HttpError(400, QUIZ_MESSAGES.notInDraw);
      if (draw.submittedAt) throw new HttpError(409, QUIZ_MESSAGES.alreadySubmitted);
      const [question] = await deps.questions.findByIds([questionId]);
      if (!question) throw new HttpError(400, QUIZ_MESSAGES.notInDraw);
      if (answer >= question.options.length) throw new HttpError(400, QUIZ_MESSAGES.noSuchOption);

      let locked = draw.lockedAnswers[String(questionId)];
      if (locked === undefined) {
        const updated = (await deps.draws.lockAnswer(drawId, questionId, answer)) ?? (await openDraw(drawId));
        if (updated.submittedAt) throw new HttpError(409, QUIZ_MESSAGES.alreadySubmitted);
        locked = updated.lockedAnswers[String(questionId)];
      }
      if (locked !== answer) throw new HttpError(409, QUIZ_MESSAGES.answerLocked);
      return feedback(question, answer);
    },

    /**
     * Grades a draw once against the stored answers (never the client's own score; a locked answer
     * counts as locked) and keeps the result. The answers are revealed for the review screen. A
     * certificate may be claimed for a passed, full-length attempt that took a person's reading time.
     */
    async grade(submission: QuizSubmission): Promise<QuizGraded> {
      const draw = await openDraw(submission.drawId);
      if (draw.submittedAt) throw new HttpError(409, QUIZ_MESSAGES.alreadySubmitted);
      const inDraw = new Set(draw.questionIds);
      const submitted = submission.answers ?? [];
      if (submitted.some((a) => !inDraw.has(a.questionId))) throw new HttpError(400, QUIZ_MESSAGES.notInDraw);

      const [questions, settings, bankSize] = await Promise.all([
        questionsOf(draw),
        deps.quizSettings(),
        deps.questions.countPublic(),
      ]);
      const answers = new Map(submitted.map((a) => [a.questionId, a.answer]));
      for (const [id, answer] of Object.entries(draw.lockedAnswers)) answers.set(Number(id), answer);

      const result = scoreQuiz(questions, answers);
      const grade = gradeFor(result.percentage, settings.passingScore);
      const submittedAt = now();
      const timeSpentSeconds = Math.max(0, Math.floor((submittedAt.getTime() - draw.createdAt.getTime()) / 1000));
      const minimumSeconds = minimumQuizSeconds(draw.questionIds.length, deps.minSecondsPerQuestion);
      const ineligibleReason = certificateIneligibility({
        percentage: result.percentage,
        passingScore: settings.passingScore,
        total: result.total,
        fullLength: Math.min(settings.questionsPerQuiz, bankSize),
        elapsedSeconds: timeSpentSeconds,
        minimumSeconds,
      });
      const attemptId = await deps.draws.submit(draw.id, submittedAt, {
        score: result.score,
        total: result.total,
        percentage: result.percentage,
        grade,
        timeSpentSeconds,
        categories: result.categories,
        certificateEligible: ineligibleReason === null,
      });
      if (!attemptId) throw new HttpError(409, QUIZ_MESSAGES.alreadySubmitted);
      return {
        attemptId,
        ...result,
        grade,
        passed: result.percentage >= settings.passingScore,
        certificateEligible: ineligibleReason === null,
        ineligibleReason,
        timeSpentSeconds,
        minimumSeconds,
        review: questions.map((q) => {
          const answer = answers.get(q.id) ?? -1;
          return { ...toQuestion(q), explanation: q.explanation, answer, correct: answer === q.correctAnswer };
        }),
      };
    },

    /**
     * A practice round of chosen questions of the named graded draws (e.g. the ones missed): the
     * public ones, in the order asked, without answers.
     */
    async practice({ drawIds, questionIds }: PracticeRequest): Promise<PracticeQuestions> {
      await requireShown(drawIds, questionIds);
      return { questions: (await publicQuestions(questionIds)).map(toQuizQuestion) };
    },

    /**
     * Grades a practice round against the stored answers: nothing is kept and no certificate can
     * follow. Answers to questions inactive since are left out of the grade.
     */
    async gradePractice({ drawIds, answers }: PracticeSubmission): Promise<PracticeGraded> {
      await requireShown(
        drawIds,
        answers.map((a) => a.questionId),
      );
      const given = new Map(answers.map((a) => [a.questionId, a.answer]));
      const questions = await publicQuestions(answers.map((a) => a.questionId));
      const { score, total, percentage } = scoreQuiz(questions, given);
      return {
        correct: score,
        total,
        percentage,
        questions: questions.map((q) => {
          const answer = given.get(q.id) ?? -1;
          return {
            questionId: q.id,
            question: q.question,
            options: q.options,
            answer,
            correctAnswer: q.correctAnswer,
            explanation: q.explanation,
            correct: answer === q.correctAnswer,
            lessonId: q.lessonId,
          };
        }),
      };
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;

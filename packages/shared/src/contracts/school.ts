import { z } from 'zod';
import { FIELD_TEXTS, requiredText } from './texts.js';
import { int32, int32Text, updateSchemaOf } from './common.js';
import { cleanList, splitList } from '../lists.js';
import {
  LESSON_STAGES,
  LESSON_DIFFICULTIES,
  QUESTION_CATEGORIES,
  QUESTION_DIFFICULTIES,
  QUIZ_FALLBACK_COUNT,
  QUIZ_MAX_QUESTIONS,
  QUIZ_AVOID_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTIONS_PER_QUIZ_RANGE_TEXT,
  PASSING_SCORE_RANGE_TEXT,
  certificateNameLooksLikeLink,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_NAME_PATTERN,
  CERTIFICATE_NAME_TEXTS,
  CERTIFICATE_INELIGIBLE_REASONS,
  PRACTICE_DRAWS_REQUIRED_TEXT,
  fitCorrectAnswer,
} from '../domain/school.js';

export const LessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  stage: z.enum(LESSON_STAGES),
  stageName: z.string(),
  order: z.number().int(),
  difficulty: z.enum(LESSON_DIFFICULTIES),
  duration: z.string(),
  icon: z.string(),
  learningObjectives: z.array(z.string()),
  tags: z.array(z.string()),
  isActive: z.boolean(),
});

export type Lesson = z.infer<typeof LessonSchema>;

export const LessonListSchema = z.array(LessonSchema);

export const LessonListQuerySchema = z.object({
  stage: z.enum(LESSON_STAGES).optional(),
  difficulty: z.enum(LESSON_DIFFICULTIES).optional(),
});

export const LessonIdParamSchema = z.object({ id: int32Text().min(0) });

export const LessonStagesResponseSchema = z.object({
  stages: z.array(z.object({ stage: z.enum(LESSON_STAGES), stageName: z.string(), count: z.number().int() })),
});

export const LessonStatsResponseSchema = z.object({
  totalLessons: z.number().int(),
  totalStages: z.number().int(),
  stages: z.array(z.object({ _id: z.string(), count: z.number().int() })),
  difficulties: z.array(z.object({ _id: z.string(), count: z.number().int() })),
});

export type LessonStatsResponse = z.infer<typeof LessonStatsResponseSchema>;

export const QuestionSchema = z.object({
  id: z.number().int(),
  category: z.enum(QUESTION_CATEGORIES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number().int(),
  explanation: z.string().optional(),
  points: z.number().int(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  /** The lesson that teaches the answer, if one is named. */
  lessonId: z.number().int().nullable(),
});

export type Question = z.infer<typeof QuestionSchema>;

/**
 * A quiz question as a public caller sees it: the right answer and its explanation stay on the
 * server until the quiz is graded (or the answer is locked, with immediate feedback).
 */
export const QuizQuestionSchema = QuestionSchema.omit({ correctAnswer: true, explanation: true });

export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** A public question read: the whole question for an administrator's token, else without the answers. */
export const QuestionReadSchema = z.union([QuestionSchema, QuizQuestionSchema]);

export type QuestionRead = z.infer<typeof QuestionReadSchema>;

export const QuestionListSchema = z.array(QuestionReadSchema);

const csvList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)));

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const QuestionListQuerySchema = z.object({
  category: z.enum(QUESTION_CATEGORIES).optional(),
  difficulty: z.enum(QUESTION_DIFFICULTIES).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  active: z.enum(['true', 'false', 'all']).optional(),
  random: booleanFlag.optional(),
});

export const QuestionIdParamSchema = z.object({ id: int32Text().min(0) });

export const QuestionCategoryParamSchema = z.object({ category: z.enum(QUESTION_CATEGORIES) });

export const QuestionCategoryQuerySchema = z.object({
  difficulty: z.enum(QUESTION_DIFFICULTIES).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const QuizGenerateQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(QUIZ_MAX_QUESTIONS).default(QUIZ_FALLBACK_COUNT),
  includeExplanations: booleanFlag.default(true),
  categories: csvList(QUESTION_CATEGORIES).optional(),
  difficulties: csvList(QUESTION_DIFFICULTIES).optional(),
});

export const QuizGenerateResponseSchema = z.object({
  questions: z.array(QuestionReadSchema),
  total: z.number().int(),
});

export const QuestionStatsResponseSchema = z.object({
  totalQuestions: z.number().int(),
  categories: z.array(z.string()),
  difficulties: z.record(z.string(), z.number().int()),
  categoryCounts: z.record(z.string(), z.number().int()),
});

export type QuestionStatsResponse = z.infer<typeof QuestionStatsResponseSchema>;

export const QuizSettingsSchema = z.object({
  questionsPerQuiz: z
    .number()
    .int(QUESTIONS_PER_QUIZ_RANGE_TEXT)
    .min(1, QUESTIONS_PER_QUIZ_RANGE_TEXT)
    .max(QUIZ_MAX_QUESTIONS, QUESTIONS_PER_QUIZ_RANGE_TEXT),
  passingScore: z
    .number()
    .int(PASSING_SCORE_RANGE_TEXT)
    .min(1, PASSING_SCORE_RANGE_TEXT)
    .max(100, PASSING_SCORE_RANGE_TEXT),
  showFeedbackImmediately: z.boolean(),
  allowRetries: z.boolean(),
});

export type QuizSettings = z.infer<typeof QuizSettingsSchema>;

export const CategoryResultSchema = z.object({
  name: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
});

export type CategoryResult = z.infer<typeof CategoryResultSchema>;

/** Largest stored question id (a PostgreSQL integer). */
const QuizQuestionIdSchema = int32().min(0);

const QuizAnswerIndexSchema = z
  .number()
  .int()
  .min(-1)
  .max(QUESTION_OPTIONS_MAX - 1);

const uniqueIds = (list: number[]) => new Set(list).size === list.length;

/**
 * POST /quizzes/draws (optional body): the question ids of the visitor's previous attempt, which
 * the draw leaves out where the bank has other questions of the same category and difficulty.
 */
export const QuizDrawRequestSchema = z
  .object({
    avoid: z
      .array(QuizQuestionIdSchema)
      .max(QUIZ_AVOID_MAX, `At most ${QUIZ_AVOID_MAX} questions can be left out of a draw.`)
      .default([]),
  })
  .nullish()
  .transform((body) => body ?? { avoid: [] });

export type QuizDrawRequest = z.output<typeof QuizDrawRequestSchema>;

/** A certified quiz drawn on the server: the questions without their answers. */
export const QuizDrawSchema = z.object({
  drawId: z.uuid(),
  questions: z.array(QuizQuestionSchema),
  total: z.number().int(),
  /** Each answer is checked (and then locked) as soon as it is chosen. */
  showFeedbackImmediately: z.boolean(),
  /** Seconds from the draw to the submission below which no certificate is issued. */
  minimumSeconds: z.number().int(),
});

export type QuizDraw = z.infer<typeof QuizDrawSchema>;

export const QuizDrawIdParamSchema = z.object({ id: z.uuid() });

/** Immediate feedback: one answer of a draw, checked and locked. */
export const QuizAnswerSchema = z.object({ questionId: QuizQuestionIdSchema, answer: QuizAnswerIndexSchema.min(0) });

export type QuizAnswer = z.infer<typeof QuizAnswerSchema>;

export const QuizAnswerFeedbackSchema = z.object({
  questionId: z.number().int(),
  answer: z.number().int(),
  correct: z.boolean(),
  correctAnswer: z.number().int(),
  explanation: z.string(),
});

export type QuizAnswerFeedback = z.infer<typeof QuizAnswerFeedbackSchema>;

export const QuizSubmissionSchema = z.object({
  drawId: z.uuid(),
  /** Answers to the draw's questions (-1 or left out: unanswered); locked answers need not be repeated. */
  answers: z
    .array(z.object({ questionId: QuizQuestionIdSchema, answer: QuizAnswerIndexSchema }))
    .max(QUIZ_MAX_QUESTIONS)
    .refine((list) => new Set(list.map((a) => a.questionId)).size === list.length, 'each question may be answered once')
    .default([]),
});

export type QuizSubmission = z.input<typeof QuizSubmissionSchema>;

/** A graded quiz's result: the right answers, of how many, as a percentage, and the grade. */
export const QuizResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
  grade: z.string(),
});

export type QuizResult = z.infer<typeof QuizResultSchema>;

export const CertificateSchema = z.object({
  code: z.string(),
  name: z.string(),
  ...QuizResultSchema.shape,
  issuedAt: z.string(),
});

export type Certificate = z.infer<typeof CertificateSchema>;

/** A graded question for the review screen: the answers are revealed once the quiz is graded. */
export const ReviewedQuestionSchema = QuestionSchema.extend({
  explanation: z.string(),
  answer: z.number().int(),
  correct: z.boolean(),
});

export type ReviewedQuestion = z.infer<typeof ReviewedQuestionSchema>;

export const QuizGradedSchema = z.object({
  attemptId: z.string(),
  ...QuizResultSchema.shape,
  passed: z.boolean(),
  categories: z.array(CategoryResultSchema),
  /** True when the attempt passed at full length, at a human pace: POST /certificates may then issue one. */
  certificateEligible: z.boolean(),
  ineligibleReason: z.enum(CERTIFICATE_INELIGIBLE_REASONS).nullable(),
  /** Measured by the server, from the draw to the submission. */
  timeSpentSeconds: z.number().int(),
  minimumSeconds: z.number().int(),
  review: z.array(ReviewedQuestionSchema),
});

export type QuizGraded = z.infer<typeof QuizGradedSchema>;

const practiceIds = z
  .array(QuizQuestionIdSchema)
  .min(1, 'Choose at least one question to practise.')
  .max(QUIZ_MAX_QUESTIONS, `A practice round holds at most ${QUIZ_MAX_QUESTIONS} questions.`);

/**
 * The visitor's graded quizzes the practice questions come from: a practice round only asks what a
 * results screen already revealed, so it can never read the bank's answers (issue 27, M-3).
 */
const practiceDrawIds = z
  .array(z.uuid())
  .min(1, PRACTICE_DRAWS_REQUIRED_TEXT)
  .max(QUIZ_MAX_QUESTIONS, `A practice round comes from at most ${QUIZ_MAX_QUESTIONS} graded quizzes.`)
  .refine((list) => new Set(list).size === list.length, 'Each graded quiz may be named once.');

/** POST /quizzes/practice: a practice round of chosen questions (e.g. the ones missed), never certified. */
export const PracticeRequestSchema = z.object({
  drawIds: practiceDrawIds,
  questionIds: practiceIds.refine(uniqueIds, 'Each question may be asked once.'),
});

export type PracticeRequest = z.infer<typeof PracticeRequestSchema>;

/** The active questions among those asked, in the order asked (unknown or inactive ids are left out). */
export const PracticeQuestionsSchema = z.object({ questions: z.array(QuizQuestionSchema) });

export type PracticeQuestions = z.infer<typeof PracticeQuestionsSchema>;

/** POST /quizzes/practice/results: the answers of a practice round (-1: unanswered). */
export const PracticeSubmissionSchema = z.object({
  drawIds: practiceDrawIds,
  answers: z
    .array(z.object({ questionId: QuizQuestionIdSchema, answer: QuizAnswerIndexSchema }))
    .min(1, 'Answer at least one question.')
    .max(QUIZ_MAX_QUESTIONS, `A practice round holds at most ${QUIZ_MAX_QUESTIONS} questions.`)
    .refine((list) => uniqueIds(list.map((a) => a.questionId)), 'Each question may be answered once.'),
});

export type PracticeSubmission = z.infer<typeof PracticeSubmissionSchema>;

/** One graded practice question: the answer given, the right one and where to read about it. */
export const PracticeGradedQuestionSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.number().int(),
  correctAnswer: z.number().int(),
  explanation: z.string(),
  correct: z.boolean(),
  lessonId: z.number().int().nullable(),
});

export type PracticeGradedQuestion = z.infer<typeof PracticeGradedQuestionSchema>;

/** A graded practice round: graded on the server, never certified and never kept as an attempt. */
export const PracticeGradedSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
  questions: z.array(PracticeGradedQuestionSchema),
});

export type PracticeGraded = z.infer<typeof PracticeGradedSchema>;

/** A certificate's name (CERTIFICATE_NAME_PATTERN): checked the same way by the results screen and the server. */
export const CertificateNameSchema = requiredText(CERTIFICATE_NAME_TEXTS.required)
  .max(CERTIFICATE_NAME_MAX, CERTIFICATE_NAME_TEXTS.tooLong)
  .regex(CERTIFICATE_NAME_PATTERN, CERTIFICATE_NAME_TEXTS.characters)
  .refine((name) => !certificateNameLooksLikeLink(name), CERTIFICATE_NAME_TEXTS.link);

export const CertificateClaimSchema = z.object({
  attemptId: z.uuid(),
  name: CertificateNameSchema,
});

export type CertificateClaim = z.infer<typeof CertificateClaimSchema>;

export const CertificateCodeParamSchema = z.object({ code: z.string().min(1).max(32) });

const stringList = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? cleanList(v) : splitList(v, /[\n,]/)));

export const LessonInputSchema = z.object({
  id: int32().min(1).optional(),
  title: requiredText(FIELD_TEXTS.title).max(200),
  description: requiredText(FIELD_TEXTS.description).max(2_000),
  content: requiredText(FIELD_TEXTS.content).max(100_000),
  stage: z.enum(LESSON_STAGES, FIELD_TEXTS.stage),
  stageName: z.string().trim().max(100).optional(),
  duration: z.string().trim().max(30).default('15 min'),
  difficulty: z.enum(LESSON_DIFFICULTIES, FIELD_TEXTS.difficulty),
  order: int32().min(0).default(0),
  isActive: z.boolean().default(true),
  icon: z.string().trim().max(50).default('BookOpen'),
  learningObjectives: stringList.default([]),
  tags: stringList.default([]),
});

export type LessonInput = z.input<typeof LessonInputSchema>;

export const LessonUpdateSchema = updateSchemaOf(LessonInputSchema);

export type LessonUpdate = z.input<typeof LessonUpdateSchema>;

/** The admin lesson preview: the content as a save reads it, answered as a save would store it. */
export const LessonPreviewRequestSchema = LessonInputSchema.pick({ content: true });
export type LessonPreviewRequest = z.input<typeof LessonPreviewRequestSchema>;
export const LessonPreviewSchema = z.object({ html: z.string() });
export type LessonPreviewHtml = z.infer<typeof LessonPreviewSchema>;

const QuestionFieldsSchema = z.object({
  id: int32().min(1).optional(),
  question: requiredText(FIELD_TEXTS.questionText).max(1_000),
  options: z
    .array(z.string(), FIELD_TEXTS.answerOptions)
    .transform((list) => list.map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(2, FIELD_TEXTS.answerOptions).max(QUESTION_OPTIONS_MAX, 'At most 8 answer options.')),
  correctAnswer: int32().min(0).default(0),
  explanation: z.string().trim().max(2_000).default(''),
  category: z.enum(QUESTION_CATEGORIES, FIELD_TEXTS.category),
  difficulty: z.enum(QUESTION_DIFFICULTIES, FIELD_TEXTS.difficulty),
  isActive: z.boolean().default(true),
  points: z
    .number(FIELD_TEXTS.points)
    .int(FIELD_TEXTS.points)
    .min(1, FIELD_TEXTS.points)
    .max(100, FIELD_TEXTS.points)
    .default(10),
  tags: stringList.default([]),
  order: int32().min(0).default(0),
  /** The lesson that teaches the answer; null or left out: none. */
  lessonId: int32().min(1).nullable().default(null),
});

export const QuestionInputSchema = QuestionFieldsSchema.transform(fitCorrectAnswer);

export type QuestionInput = z.input<typeof QuestionInputSchema>;

/** A partial update: only what is sent changes (the server fits the correct answer to the merged options). */
export const QuestionUpdateSchema = updateSchemaOf(QuestionFieldsSchema);

export type QuestionUpdate = z.input<typeof QuestionUpdateSchema>;

export const QuizSettingsUpdateSchema = QuizSettingsSchema;

export type QuizSettingsUpdate = z.infer<typeof QuizSettingsUpdateSchema>;

/** What the admin console lists: every lesson and question, with its archived flag and order. */
export const AdminLessonSchema = LessonSchema.extend({ isArchived: z.boolean() });

export type AdminLesson = z.infer<typeof AdminLessonSchema>;

export const AdminQuestionSchema = QuestionSchema.extend({ order: z.number().int(), isArchived: z.boolean() });

export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

/** GET /questions/admin/all: every question whatever its state, by id. */
export const AdminQuestionListSchema = z.array(AdminQuestionSchema);

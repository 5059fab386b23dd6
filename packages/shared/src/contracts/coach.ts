import { z } from 'zod';
import { FIELD_TEXTS, requiredText } from './texts.js';
import { COACH_GRADES } from '../coach-grade.js';
import { PLACEHOLDER_NAME_MAX } from '../prompt-text.js';
import {
  COACH_TONES,
  COACH_OUTPUT_LENGTHS,
  COACH_DIFFICULTIES,
  COACH_TARGET_MODELS,
  COACH_PROMPT_MAX,
  COACH_FIELD_MAX,
} from '../domain/coach.js';

const required = (message: string) => requiredText(message).max(COACH_FIELD_MAX);

const optional = z.string().trim().max(COACH_FIELD_MAX).optional().default('');

export const CoachFormSchema = z.object({
  goal: required(FIELD_TEXTS.goal),
  role: required(FIELD_TEXTS.role),
  context: required(FIELD_TEXTS.context),
  targetAudience: required(FIELD_TEXTS.targetAudience),
  tone: z
    .union([z.enum(COACH_TONES), z.literal('')])
    .optional()
    .default(''),
  format: optional,
  outputLength: z
    .union([
      z.enum(COACH_OUTPUT_LENGTHS.map((o) => o.value) as ['brief', 'short', 'medium', 'long', 'detailed']),
      z.literal(''),
    ])
    .optional()
    .default(''),
  difficulty: z.enum(COACH_DIFFICULTIES).default('intermediate'),
  aiModel: z
    .enum(COACH_TARGET_MODELS.map((m) => m.value) as ['general', 'chatgpt', 'claude', 'gemini', 'image'])
    .default('gemini'),
  // Whether the learner chose the target model: only then does the composed prompt name it
  // ('(Written for …)'). The spec's default (gemini) is shown and sent, but a prompt nobody wrote for
  // Gemini does not say it was (decision 0027).
  aiModelChosen: z.boolean().optional().default(false),
  successCriteria: optional,
  examples: optional,
  constraints: optional,
});

export type CoachForm = z.input<typeof CoachFormSchema>;

export type CoachFormValues = z.output<typeof CoachFormSchema>;

export const CoachRequestSchema = z.object({
  prompt: requiredText(FIELD_TEXTS.prompt).max(
    COACH_PROMPT_MAX,
    `Prompt must be at most ${COACH_PROMPT_MAX} characters`,
  ),
  model: z.string().max(100).optional(),
  /** The form's fields, so the offline check grades what the learner typed, field by field; the composed prompt goes to models. */
  fields: CoachFormSchema.optional(),
});

export type CoachRequest = z.infer<typeof CoachRequestSchema>;

const score = z.number().min(0).max(10);

/** A question about what a weak prompt is missing, asked before the rewrite (issue 29). */
export const ClarifyingQuestionSchema = z.object({ id: z.string(), question: z.string(), hint: z.string() });

export const CoachFeedbackSchema = z.object({
  overallGrade: z.enum(COACH_GRADES),
  clarityScore: score,
  specificityScore: score,
  structureScore: score,
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  suggestedRewrite: z.string(),
  reason: z.string(),
  /** For a C or D prompt, the offline check's 2–4 questions about what is missing (optional: older answers and models have none). */
  questions: z.array(ClarifyingQuestionSchema).optional(),
});

export type CoachFeedback = z.infer<typeof CoachFeedbackSchema>;

export const CoachUsageSchema = z.object({
  promptsUsed: z.number().int(),
  hasPaid: z.boolean(),
  totalSessions: z.number().int(),
  email: z.string().nullable(),
  freeLimit: z.number().int(),
  creditsLeft: z.number().int(),
  paidCredits: z.number().int(),
});

export type CoachUsage = z.infer<typeof CoachUsageSchema>;

export const CoachResponseSchema = z.object({
  content: z.string(),
  message: z.string(),
  promptsUsed: z.number().int(),
  feedback: CoachFeedbackSchema,
  model: z.string(),
  /** The chosen model failed and the offline coach answered instead. */
  usedFallback: z.boolean(),
  usage: CoachUsageSchema,
  /** The stored analysis: Run both names it. */
  analysisId: z.uuid(),
});

export type CoachResponse = z.infer<typeof CoachResponseSchema>;

export const CoachModelSchema = z.object({ name: z.string(), label: z.string(), provider: z.string() });

export const CoachModelsResponseSchema = z.object({ models: z.array(CoachModelSchema) });

export type CoachModel = z.infer<typeof CoachModelSchema>;

/** GET and PUT /prompts/meta/system-prompt (admin): the coach models' system prompt. */
export const CoachSystemPromptSchema = z.object({
  prompt: z.string().trim().min(20, 'The system prompt needs at least 20 characters').max(8_000),
});

export type CoachSystemPrompt = z.infer<typeof CoachSystemPromptSchema>;

/** A coach model and whether it is offered, as the admin console lists it. */
export const ModelFlagSchema = z.object({
  name: z.string(),
  label: z.string().optional(),
  enabled: z.boolean(),
  /** The built-in offline coach cannot be switched off: it is the fallback. */
  alwaysOn: z.boolean().optional(),
});

export type ModelFlag = z.infer<typeof ModelFlagSchema>;

/** GET /prompts/meta/models/all (admin): every available model, each with its label and flags. */
export const ModelFlagsResponseSchema = z.object({ models: z.array(ModelFlagSchema.required()) });

export type ModelFlagsResponse = z.infer<typeof ModelFlagsResponseSchema>;

/** PUT /prompts/meta/models (admin): which models are enabled; answers the flags it kept (known models only). */
export const ModelFlagUpdateSchema = z.object({ name: z.string().max(100), enabled: z.boolean() });

export type ModelFlagUpdate = z.infer<typeof ModelFlagUpdateSchema>;

export const ModelFlagsUpdateSchema = z.object({ models: z.array(ModelFlagUpdateSchema).max(50) });

export type ModelFlagsUpdate = z.infer<typeof ModelFlagsUpdateSchema>;

/** Placeholders one run may fill, and how long a value may be: a name, a date, an offer, not a text. */
export const RUN_BOTH_PLACEHOLDERS_MAX = 20;
export const RUN_BOTH_PLACEHOLDER_VALUE_MAX = 120;
/** The clarifying questions one rewrite may be built with, and how long an answer may be (the card's limits). */
export const COACH_ANSWERS_MAX = 4;
export const COACH_ANSWER_MAX = 200;

/**
 * POST /coach/run-both: the prompt and the rewrite of one of the visitor's analyses, sent to one
 * connected model with the same settings. The rewrite may be the learner's own version of it.
 * Both are sent as analysed, `[placeholders]` and all, with `placeholders` giving each one's value:
 * the server fills them in and runs nothing that still has brackets (lesson 3, issue 29).
 */
export const RunBothRequestSchema = z.object({
  analysisId: z.uuid('Analyse your prompt first, then run both'),
  original: CoachRequestSchema.shape.prompt,
  rewrite: CoachRequestSchema.shape.prompt,
  model: z.string().trim().min(1, 'Choose an AI model').max(100),
  placeholders: z
    .record(
      z.string().max(PLACEHOLDER_NAME_MAX),
      z
        .string()
        .trim()
        .min(1, 'Fill in every placeholder')
        .max(RUN_BOTH_PLACEHOLDER_VALUE_MAX, `Keep each placeholder under ${RUN_BOTH_PLACEHOLDER_VALUE_MAX} characters`)
        .regex(/^[^[\]\n]*$/, 'A placeholder value cannot hold brackets or line breaks'),
    )
    .refine((values) => Object.keys(values).length <= RUN_BOTH_PLACEHOLDERS_MAX, 'Too many placeholders')
    .optional(),
  /**
   * The learner's answers to the card's questions, when the rewrite was built with them in the
   * browser (issue 29, part 5): their words may then appear in the rewrite.
   */
  answers: z
    .record(
      z.string().max(40),
      z.string().trim().max(COACH_ANSWER_MAX, `Keep each answer under ${COACH_ANSWER_MAX} characters`),
    )
    .refine((values) => Object.keys(values).length <= COACH_ANSWERS_MAX, 'Too many answers')
    .optional(),
});

export type RunBothRequest = z.infer<typeof RunBothRequestSchema>;

const RunOutputSchema = z.object({ output: z.string() });

export const RunBothResponseSchema = z.object({
  runId: z.uuid(),
  model: z.string(),
  original: RunOutputSchema,
  rewrite: RunOutputSchema,
  usage: CoachUsageSchema,
});

export type RunBothResponse = z.infer<typeof RunBothResponseSchema>;

export const RUN_BOTH_WINNERS = ['original', 'rewrite', 'same'] as const;

export type RunBothWinner = (typeof RUN_BOTH_WINNERS)[number];

/** POST /coach/run-both/:runId/choice: which answer was better; one choice per run. */
export const RunBothChoiceSchema = z.object({ winner: z.enum(RUN_BOTH_WINNERS) });

export type RunBothChoice = z.infer<typeof RunBothChoiceSchema>;

export const RunBothRunParamsSchema = z.object({ runId: z.uuid('Unknown run') });

export const RunBothChoiceResponseSchema = RunBothChoiceSchema.extend({ runId: z.uuid() });

const RunBothCountsSchema = z.object({
  runs: z.number().int(),
  choices: z.number().int(),
  original: z.number().int(),
  rewrite: z.number().int(),
  same: z.number().int(),
});

/** GET /admin/coach/run-both-stats (admin): how often the rewrite won, per model and in total. */
export const RunBothStatsSchema = z.object({
  models: z.array(RunBothCountsSchema.extend({ model: z.string(), label: z.string() })),
  total: RunBothCountsSchema,
});

export type RunBothStats = z.infer<typeof RunBothStatsSchema>;

export type RunBothCounts = z.infer<typeof RunBothCountsSchema>;

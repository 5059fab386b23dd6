import { z } from 'zod';
import { int32 } from './common.js';
import { FaqInputSchema } from './faq.js';
import { LessonInputSchema } from './school.js';
import { QUESTION_CATEGORIES, QUESTION_DIFFICULTIES } from '../domain/school.js';

const text = (min = 3) => z.string().trim().min(min);
const list = z.array(text(2)).min(1);

/**
 * A lesson as an editor keeps it: the front matter of content/lessons/NN-<slug>.md (docs/content.md);
 * the file's body is the lesson in Markdown. The fields are the admin form's, each one required.
 */
export const LessonFileMetaSchema = z.strictObject({
  ...LessonInputSchema.pick({ title: true, description: true, stage: true, difficulty: true }).shape,
  id: int32().min(1),
  stageName: text().max(100),
  order: int32().min(0),
  duration: text().max(30),
  icon: text(2).max(50),
  learningObjectives: list,
  tags: list,
});
export type LessonFileMeta = z.infer<typeof LessonFileMetaSchema>;

/** One quiz question of content/questions.yaml: four options, the right one by position. */
export const QuestionFileSchema = z.strictObject({
  id: int32().min(1),
  question: text(10).max(1_000),
  options: z.tuple([text(1), text(1), text(1), text(1)]),
  correctAnswer: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  explanation: text(20).max(2_000),
  category: z.enum(QUESTION_CATEGORIES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  tags: list,
});
export type QuestionFile = z.infer<typeof QuestionFileSchema>;
export const QuestionFileListSchema = z.array(QuestionFileSchema).min(1);

/** One FAQ of content/faqs.yaml; its order in its category is its place in the file. */
export const FaqFileSchema = z.strictObject(
  FaqInputSchema.pick({ category: true, question: true, answer: true }).shape,
);
export type FaqFile = z.infer<typeof FaqFileSchema>;
export const FaqFileListSchema = z.array(FaqFileSchema).min(1);

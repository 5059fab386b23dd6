import { uuidText } from '../contracts/common.js';
import { FaqInputSchema, type Faq } from '../contracts/faq.js';
import {
  LessonInputSchema,
  QuestionInputSchema,
  type CategoryResult,
  type Lesson,
  type Question,
  type QuizResult,
} from '../contracts/school.js';
import { csvField, csvFields, optionalNumber, type CsvCodec, type CsvColumns } from './csv.js';

export type CsvFaq = Omit<Faq, '_id'>;

/** An FAQ as an import reads it: the single-creation input, and the id it had when exported. */
export const FaqImportSchema = FaqInputSchema.extend({ id: uuidText().optional() });

export const faqCsv: CsvCodec<CsvFaq, typeof FaqImportSchema> = {
  ...csvFields<CsvFaq>({
    id: csvField.id,
    question: csvField.text,
    answer: csvField.text,
    category: csvField.keyword,
    order: csvField.number,
    isActive: csvField.boolean,
  }),
  required: ['question', 'answer', 'category'],
  schema: FaqImportSchema,
  examples: [
    {
      id: '',
      question: 'Do I need any technical skills to start?',
      answer: 'No. Every lesson starts from zero and uses plain language.',
      category: 'school',
      order: 1,
      isActive: true,
    },
    {
      id: '',
      question: 'How many free prompt analyses do I get?',
      answer: 'One free analysis; after that a one-time payment unlocks 25 more.',
      category: 'coach',
      order: 2,
      isActive: true,
    },
  ],
};

/** The spec's lesson template columns (docs/spec/admin.md section 5), then icon, learning objectives (one per line) and tags. */
export const lessonCsv: CsvCodec<Lesson, typeof LessonInputSchema> = {
  ...csvFields<Lesson>({
    id: csvField.number,
    title: csvField.text,
    description: csvField.text,
    content: csvField.text,
    stage: csvField.keyword,
    stageName: csvField.optionalText,
    duration: csvField.optionalText,
    difficulty: csvField.keyword,
    order: csvField.number,
    isActive: csvField.boolean,
    icon: csvField.optionalText,
    learningObjectives: csvField.list('\n', /\r?\n/),
    tags: csvField.list(', ', ','),
  }),
  required: ['title', 'description', 'content', 'stage', 'difficulty'],
  schema: LessonInputSchema,
  examples: [
    {
      id: 9001,
      title: 'What makes a good prompt',
      description: 'The four parts of a prompt that gets a useful answer the first time.',
      content:
        '<h2>Four parts</h2><p>A good prompt gives <strong>context</strong>, a <strong>role</strong>, a clear <strong>task</strong> and the <strong>format</strong> you want back.</p><div class="tip"><p>Start with one sentence of context.</p></div>',
      stage: 'foundation',
      stageName: 'Foundation',
      duration: '15 min',
      difficulty: 'beginner',
      order: 1,
      isActive: true,
      icon: 'BookOpen',
      learningObjectives: ['Name the four parts of a prompt', 'Rewrite a vague request into a clear one'],
      tags: ['basics', 'prompting'],
    },
    {
      id: 9002,
      title: 'Asking for a format',
      description: 'Get tables, lists and drafts in the shape you need.',
      content:
        '<p>Say how the answer should look: <em>a table with three columns</em>, <em>five bullet points</em>, <em>under 100 words</em>.</p>',
      stage: 'fundamentals',
      stageName: 'Fundamentals',
      duration: '10 min',
      difficulty: 'intermediate',
      order: 2,
      isActive: true,
      icon: 'Table',
      learningObjectives: ['Ask for a specific output format'],
      tags: ['format'],
    },
  ],
};

export type CsvQuestion = Question & { order: number };

/** The spec's question template columns (docs/spec/admin.md section 5; options separated by a vertical bar), then points, tags and order. */
export const questionCsv: CsvCodec<CsvQuestion, typeof QuestionInputSchema> = {
  ...csvFields<CsvQuestion>({
    id: csvField.number,
    question: csvField.text,
    options: csvField.list(' | ', '|'),
    correctAnswer: csvField.number,
    explanation: csvField.optionalText,
    category: csvField.keyword,
    difficulty: csvField.keyword,
    isActive: csvField.boolean,
    points: csvField.number,
    tags: csvField.list(', ', ','),
    order: csvField.number,
    // The id of the lesson that teaches it; an empty cell: none.
    lessonId: { write: (id: number | null) => (id === null ? '' : String(id)), read: optionalNumber },
  }),
  required: ['question', 'options', 'category', 'difficulty'],
  schema: QuestionInputSchema,
  examples: [
    {
      id: 9001,
      question: 'Which part of a prompt tells the AI who it should act as?',
      options: ['The role', 'The format', 'The constraints', 'The examples'],
      correctAnswer: 0,
      explanation: 'The role ("You are an experienced copywriter") sets the voice and expertise of the answer.',
      category: 'fundamentals',
      difficulty: 'easy',
      isActive: true,
      points: 10,
      tags: ['role'],
      order: 1,
      lessonId: null,
    },
    {
      id: 9002,
      question: 'An AI states a made-up fact as if it were true. What is this called?',
      options: ['A hallucination', 'A token limit', 'A system prompt'],
      correctAnswer: 0,
      explanation: 'Language models predict likely text; they can sound sure while being wrong, so check facts.',
      category: 'basics',
      difficulty: 'medium',
      isActive: true,
      points: 10,
      tags: ['llm basics'],
      order: 2,
      lessonId: null,
    },
  ],
};

/** A graded quiz attempt, with the certificate claimed for it if any. */
export interface CsvQuizAttempt extends QuizResult {
  attemptId: string;
  type: string;
  timeSpentSeconds: number;
  categories: CategoryResult[];
  certificateEligible: boolean;
  certificateCode: string | null;
  certificateName: string | null;
  completedAt: string;
}

/** The quizzes export (docs/spec/admin.md section 7): one row per graded attempt, categories as 'name: correct/total'. */
export const quizAttemptCsv: CsvColumns<CsvQuizAttempt> = {
  ...csvFields<CsvQuizAttempt>({
    attemptId: csvField.text,
    completedAt: csvField.text,
    type: csvField.text,
    score: csvField.number,
    total: csvField.number,
    percentage: csvField.number,
    grade: csvField.text,
    timeSpentSeconds: csvField.number,
    categories: { write: (categories) => categories.map((c) => `${c.name}: ${c.correct}/${c.total}`).join(' | ') },
    certificateEligible: csvField.boolean,
    certificateCode: csvField.optionalText,
    certificateName: csvField.optionalText,
  }),
};

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
import { splitList } from '../lists.js';
import { optionalBoolean, optionalNumber, optionalText, type CsvCodec, type CsvColumns } from './csv.js';

const lower = (value: string) => optionalText(value.trim().toLowerCase());
const text = (value: string | undefined) => value ?? '';

export type CsvFaq = Omit<Faq, '_id'>;

/** An FAQ as an import reads it: the single-creation input, and the id it had when exported. */
export const FaqImportSchema = FaqInputSchema.extend({ id: uuidText().optional() });

export const faqCsv: CsvCodec<CsvFaq, typeof FaqImportSchema> = {
  columns: ['id', 'question', 'answer', 'category', 'order', 'isActive'],
  required: ['question', 'answer', 'category'],
  schema: FaqImportSchema,
  toCells: (f) => ({
    id: f.id,
    question: f.question,
    answer: f.answer,
    category: f.category,
    order: String(f.order),
    isActive: String(f.isActive),
  }),
  // The stored id: kept by an import that replaces the FAQs.
  fromCells: (cell) => ({
    id: optionalText(cell('id').trim()),
    question: cell('question'),
    answer: cell('answer'),
    category: lower(cell('category')),
    order: optionalNumber(cell('order')),
    isActive: optionalBoolean(cell('isActive')),
  }),
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

/** The spec's lesson template columns, then icon, learning objectives (one per line) and tags. */
export const lessonCsv: CsvCodec<Lesson, typeof LessonInputSchema> = {
  columns: [
    'id',
    'title',
    'description',
    'content',
    'stage',
    'stageName',
    'duration',
    'difficulty',
    'order',
    'isActive',
    'icon',
    'learningObjectives',
    'tags',
  ],
  required: ['title', 'description', 'content', 'stage', 'difficulty'],
  schema: LessonInputSchema,
  toCells: (l) => ({
    id: String(l.id),
    title: l.title,
    description: l.description,
    content: l.content,
    stage: l.stage,
    stageName: l.stageName,
    duration: l.duration,
    difficulty: l.difficulty,
    order: String(l.order),
    isActive: String(l.isActive),
    icon: l.icon,
    learningObjectives: l.learningObjectives.join('\n'),
    tags: l.tags.join(', '),
  }),
  fromCells: (cell) => ({
    id: optionalNumber(cell('id')),
    title: cell('title'),
    description: cell('description'),
    content: cell('content'),
    stage: lower(cell('stage')),
    stageName: optionalText(cell('stageName')),
    duration: optionalText(cell('duration')),
    difficulty: lower(cell('difficulty')),
    order: optionalNumber(cell('order')),
    isActive: optionalBoolean(cell('isActive')),
    icon: optionalText(cell('icon')),
    learningObjectives: splitList(cell('learningObjectives'), /\r?\n/),
    tags: splitList(cell('tags'), ','),
  }),
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

/** The spec's question template columns (options separated by a vertical bar), then points, tags and order. */
export const questionCsv: CsvCodec<CsvQuestion, typeof QuestionInputSchema> = {
  columns: [
    'id',
    'question',
    'options',
    'correctAnswer',
    'explanation',
    'category',
    'difficulty',
    'isActive',
    'points',
    'tags',
    'order',
  ],
  required: ['question', 'options', 'category', 'difficulty'],
  schema: QuestionInputSchema,
  toCells: (q) => ({
    id: String(q.id),
    question: q.question,
    options: q.options.join(' | '),
    correctAnswer: String(q.correctAnswer),
    explanation: text(q.explanation),
    category: q.category,
    difficulty: q.difficulty,
    isActive: String(q.isActive),
    points: String(q.points),
    tags: q.tags.join(', '),
    order: String(q.order),
  }),
  fromCells: (cell) => ({
    id: optionalNumber(cell('id')),
    question: cell('question'),
    options: splitList(cell('options'), '|'),
    correctAnswer: optionalNumber(cell('correctAnswer')),
    explanation: optionalText(cell('explanation')),
    category: lower(cell('category')),
    difficulty: lower(cell('difficulty')),
    isActive: optionalBoolean(cell('isActive')),
    points: optionalNumber(cell('points')),
    tags: splitList(cell('tags'), ','),
    order: optionalNumber(cell('order')),
  }),
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

/** The quizzes export (admin.md section 7): one row per graded attempt, categories as 'name: correct/total'. */
export const quizAttemptCsv: CsvColumns<CsvQuizAttempt> = {
  columns: [
    'attemptId',
    'completedAt',
    'type',
    'score',
    'total',
    'percentage',
    'grade',
    'timeSpentSeconds',
    'categories',
    'certificateEligible',
    'certificateCode',
    'certificateName',
  ],
  toCells: (a) => ({
    attemptId: a.attemptId,
    completedAt: a.completedAt,
    type: a.type,
    score: String(a.score),
    total: String(a.total),
    percentage: String(a.percentage),
    grade: a.grade,
    timeSpentSeconds: String(a.timeSpentSeconds),
    categories: a.categories.map((c) => `${c.name}: ${c.correct}/${c.total}`).join(' | '),
    certificateEligible: String(a.certificateEligible),
    certificateCode: a.certificateCode ?? '',
    certificateName: a.certificateName ?? '',
  }),
};

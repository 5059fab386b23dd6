import { z } from 'zod';

/**
 * The validation texts the specs name (docs/spec/admin.md section 5, docs/spec/public-site.md section 6), in one place:
 * the zod schemas the API validates with and the forms check with both read them, so a field left
 * out answers the same text as a field left blank.
 */
export const FIELD_TEXTS = {
  title: 'Title is required',
  description: 'Description is required',
  category: 'Category is required',
  promptText: 'Prompt text is required',
  context: 'Context is required',
  role: 'Role is required',
  content: 'Content is required',
  stage: 'Stage is required',
  difficulty: 'Difficulty is required',
  questionText: 'Question text is required',
  answerOptions: 'Please provide at least 2 answer options.',
  points: 'Points awarded for correct answer (1-100)',
  faqQuestion: 'Question is required',
  faqAnswer: 'Answer is required',
  username: 'Username is required',
  password: 'Password is required',
  name: 'Name is required',
  email: 'Email is required',
  validEmail: 'Please enter a valid email address',
  subject: 'Subject is required',
  message: 'Message is required',
  accessCode: 'Access code is required',
  goal: 'Goal is required',
  targetAudience: 'Target audience is required',
  prompt: 'Prompt is required',
  quote: 'Quote is required',
} as const;

/**
 * A required text field: missing or blank after trimming answer `message`; a value of another type
 * and the length limits chained after it keep their own texts.
 */
export const requiredText = (message: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? message : undefined) })
    .trim()
    .min(1, message);

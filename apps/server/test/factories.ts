import type { AppDb } from '../src/db/client.js';
import { certificates, faqs, lessons, prompts, quizAttempts, quizQuestions, users } from '../src/db/schema/index.js';
import { createSettingsRepository } from '../src/modules/settings/settings-repository.js';
import { createTokenSigner } from '../src/modules/users/user-auth.js';
import { createUserSessionRepository } from '../src/modules/users/user-session-repository.js';

let sequence = 0;

export async function createFaq(db: AppDb, overrides: Partial<typeof faqs.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(faqs)
    .values({
      question: `Question ${sequence}?`,
      answer: `Answer ${sequence}.`,
      category: 'about',
      order: sequence,
      ...overrides,
    })
    .returning();
  return row;
}

let lessonId = 100;
export async function createLesson(db: AppDb, overrides: Partial<typeof lessons.$inferInsert> = {}) {
  lessonId += 1;
  const [row] = await db
    .insert(lessons)
    .values({
      id: lessonId,
      title: `Lesson ${lessonId}`,
      description: 'A lesson.',
      content: '<p>Content</p>',
      stage: 'foundation',
      stageName: 'Foundation',
      order: lessonId,
      difficulty: 'beginner',
      ...overrides,
    })
    .returning();
  return row;
}

let questionId = 1000;
export async function createQuestion(db: AppDb, overrides: Partial<typeof quizQuestions.$inferInsert> = {}) {
  questionId += 1;
  const [row] = await db
    .insert(quizQuestions)
    .values({
      id: questionId,
      question: `Question ${questionId}?`,
      options: ['A', 'B', 'C', 'D'],
      correctAnswer: questionId % 4,
      explanation: 'Because.',
      category: 'basics',
      difficulty: 'easy',
      ...overrides,
    })
    .returning();
  return row;
}

let certificateSequence = 0;
/** An issued certificate (with the graded attempt it was claimed for). */
export async function createCertificate(db: AppDb, overrides: Partial<typeof certificates.$inferInsert> = {}) {
  certificateSequence += 1;
  const result = { score: 9, total: 10, percentage: 90, grade: 'A' };
  const [attempt] = await db
    .insert(quizAttempts)
    .values({ ...result, certificateEligible: true })
    .returning();
  const [row] = await db
    .insert(certificates)
    .values({
      code: `TEST-${String(certificateSequence).padStart(4, '0')}`,
      attemptId: attempt.id,
      name: 'Jane Doe',
      ...result,
      ...overrides,
    })
    .returning();
  return row;
}

let promptSequence = 0;
export async function createPrompt(db: AppDb, overrides: Partial<typeof prompts.$inferInsert> = {}) {
  promptSequence += 1;
  const [row] = await db
    .insert(prompts)
    .values({
      title: `Prompt ${promptSequence}`,
      description: 'A helpful prompt.',
      promptText: 'CORE PROMPT:\nDo the thing for [company name].',
      category: 'sales',
      ...overrides,
    })
    .returning();
  return row;
}

/** A user and a valid bearer token for it (with its server-side session). */
export async function createUserWithToken(db: AppDb, overrides: Partial<typeof users.$inferInsert> = {}) {
  promptSequence += 1;
  const [user] = await db
    .insert(users)
    .values({ email: `user${promptSequence}-${Date.now()}@example.com`, ...overrides })
    .returning();
  const secret = await createSettingsRepository(db).secret('secret:jwt');
  return {
    user,
    token: await createTokenSigner(secret, createUserSessionRepository(db)).sign(user.id, user.email, 'mailbox'),
  };
}

/** An administrator and a valid admin token. */
export async function adminToken(app: {
  adminAuth: {
    setPassword(u: string, p: string): Promise<void>;
    login(u: string, p: string, ip: string): Promise<{ token: string }>;
  };
}) {
  const username = `admin${++promptSequence}`;
  await app.adminAuth.setPassword(username, 'a strong test password');
  return (await app.adminAuth.login(username, 'a strong test password', '127.0.0.1')).token;
}

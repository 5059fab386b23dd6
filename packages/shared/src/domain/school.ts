import type { QuizSettings } from '../contracts/school.js';

/** Stage order (docs/spec/DECISIONS.md): the public four first, then the admin-only three. */
export const LESSON_STAGES = [
  'foundation',
  'stage1',
  'stage2',
  'stage3',
  'fundamentals',
  'outcomes',
  'advanced',
] as const;

export const LESSON_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

export const QUESTION_CATEGORIES = ['basics', 'fundamentals', 'outcomes', 'advanced'] as const;

export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

export type LessonStage = (typeof LESSON_STAGES)[number];

export type LessonDifficulty = (typeof LESSON_DIFFICULTIES)[number];

export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export const QUESTION_CATEGORY_LABELS: Record<QuestionCategory, string> = {
  basics: 'AI Basics',
  fundamentals: 'Prompt Fundamentals',
  outcomes: 'Getting Results',
  advanced: 'Advanced Techniques',
};

export const QUIZ_FALLBACK_COUNT = 10;

export const QUIZ_MAX_QUESTIONS = 50;

export const QUESTION_OPTIONS_MAX = 8;

/** The id of a lesson's element on the Prompt School page: `/prompt-school#lesson-3` opens lesson 3. */
export const lessonAnchorId = (lessonId: number) => `lesson-${lessonId}`;

/** A link that opens a lesson on the Prompt School page. */
export const lessonHref = (lessonId: number) => `/prompt-school#${lessonAnchorId(lessonId)}`;

/** The lesson a Prompt School address's hash opens (`#lesson-3`), if any. */
export function lessonIdOfHash(hash: string): number | null {
  const match = /^#lesson-(\d{1,9})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** A question names a lesson that does not exist (admin form, API and imports). */
export const noSuchLessonText = (id: unknown) =>
  `There is no lesson with id ${String(id)}. Choose one of the lessons, or leave the lesson empty.`;

/** At most this many question ids a draw request may ask to avoid (the browser's previous attempt). */
export const QUIZ_AVOID_MAX = 100;

/** A practice round names the graded quizzes its questions come from (the results screen offers only those). */
export const PRACTICE_DRAWS_REQUIRED_TEXT = 'Name the graded quiz these practice questions come from.';

/** The server's refusal of a practice question that no named graded quiz asked: practice never reveals the bank. */
export const PRACTICE_NOT_SHOWN_TEXT =
  'Practice is open only for the questions of your own graded quizzes. Take the quiz to see these questions.';

/** The newest graded quizzes a browser remembers for practice and review (their questions stay practicable). */
export const GRADED_DRAWS_KEPT = 100;

/** The most lessons a course progress may mark completed (the course has far fewer; the rest is a script). */
export const COMPLETED_LESSONS_MAX = 200;
export const COMPLETED_LESSONS_LIMIT_TEXT = `Course progress holds at most ${COMPLETED_LESSONS_MAX} completed lessons.`;

/** The most favourite prompts an account keeps. */
export const FAVORITES_MAX = 500;
export const FAVORITES_LIMIT_TEXT = `You can keep at most ${FAVORITES_MAX} favorite prompts. Remove one to add another.`;

/**
 * Saves of each kind to an account's own collections (course progress and review queue, adding or
 * removing a favourite) per client address and minute: a person saves a few a minute, a loop of
 * large saves slowed the whole site.
 */
export const PROFILE_WRITES_PER_MINUTE = 60;

/** The quiz settings' range texts: under their field in the admin's dialog, and in the server's 400. */
export const QUESTIONS_PER_QUIZ_RANGE_TEXT = `Questions per quiz must be a whole number from 1 to ${QUIZ_MAX_QUESTIONS}`;

export const PASSING_SCORE_RANGE_TEXT = 'Passing score must be a whole number from 1 to 100 (%)';

/** docs/spec/DECISIONS.md: used until an administrator saves other settings. */
export const DEFAULT_QUIZ_SETTINGS: QuizSettings = {
  questionsPerQuiz: 20,
  passingScore: 60,
  showFeedbackImmediately: true,
  allowRetries: true,
};

export const CERTIFICATE_NAME_MAX = 80;

/**
 * A certificate's name is the learner's own words on a page the site vouches for: letters of any
 * script and their marks, spaces and the punctuation of names; no digits, links, symbols or
 * bidirectional controls, which would turn it into a phishing line or reverse what it reads (issue 27).
 */
export const CERTIFICATE_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .,'’-]*$/u;
/** A dot between letters that continue for two or more: a domain name (`paypal.com`), not an initial (`J.R. Smith`). */
export const CERTIFICATE_NAME_DOMAIN = /\p{L}\.\p{L}{2,}/u;
/** More marks on one letter than any script's names use: text stacked to hide what it spells. */
const STACKED_MARKS = /\p{M}{4,}/u;

/**
 * Whether a name reads as a web address once the marks that disguise it (`paypal.c\u0301om`) and
 * the spaces before its dots (`paypal . com`; `J.R.R. Tolkien` keeps its initials) are taken away, or hides its letters under marks.
 */
export const certificateNameLooksLikeLink = (name: string): boolean =>
  STACKED_MARKS.test(name) ||
  CERTIFICATE_NAME_DOMAIN.test(
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/ +\. */g, '.'),
  );
export const CERTIFICATE_NAME_TEXTS = {
  required: 'Name is required',
  tooLong: `A name can be at most ${CERTIFICATE_NAME_MAX} characters.`,
  characters: "Use letters, spaces and . , ' - ’ only: no digits, links or symbols.",
  link: 'A name cannot be a web address.',
} as const;

/** How the site presents a certificate's name wherever it shows it: the learner typed it, the site did not check it. */
export const CERTIFICATE_NAME_NOTE = 'name given by the learner';

export const CERTIFICATE_FALLBACK_NAME = 'Student';

/** The name a certificate shows: the learner's, or 'Student' when none was stored (docs/spec/public-site.md section 6). */
export const certificateName = (name: string | null | undefined): string => name?.trim() || CERTIFICATE_FALLBACK_NAME;

/** Why a graded attempt cannot claim a certificate (null: it can). */
export const CERTIFICATE_INELIGIBLE_REASONS = ['below-passing', 'not-full-length', 'too-fast'] as const;

export type CertificateIneligibleReason = (typeof CERTIFICATE_INELIGIBLE_REASONS)[number];

/** After empty options are dropped, a correct index outside the list resets to the first option. */
export const fitCorrectAnswer = <Q extends { options: string[]; correctAnswer: number }>(q: Q): Q => ({
  ...q,
  correctAnswer: q.correctAnswer < q.options.length ? q.correctAnswer : 0,
});

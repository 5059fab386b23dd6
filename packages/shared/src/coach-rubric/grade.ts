import { capCoachGrade, combinedCoachScore, gradeForScores, type CoachGrade } from '../coach-grade.js';
import type { CoachFeedback, CoachFormValues } from '../contracts/coach.js';
import {
  bigVagueJob,
  contradictoryLength,
  healthClaims,
  inventedContent,
  keywordStuffing,
  noContent,
  personalData,
  unrelatedJobs,
  type GuardHit,
} from './guards.js';
import { questionsFor, type ClarifyingQuestion } from './ask.js';
import { boundedInput } from './bounded-input.js';
import { harmfulRequest, harmIn } from './harm-patterns.js';
import { withoutFiller } from './not-real.js';
import { kindOf, type PromptKind } from './kind.js';
import { parseFields, parseText, withoutSegments, type ParsedPrompt } from './parse.js';
import { maskPersonalData } from './personal-data.js';
import { exactCounts, placeholders, uncheckedFacts, undelimitedMaterial } from './readiness.js';
import { rewritePrompt } from './rewrite.js';
import { scoreFollowUp, scoreImage, scoreOtherLanguage } from './score-other.js';
import { scoreQuestion, scoreTask, writesForOthers, type Scored } from './score-task.js';
import { contentWords, RUBRIC_WORDS } from './text.js';

export interface OfflineGrade {
  feedback: CoachFeedback;
  kind: PromptKind;
  english: boolean;
  guards: GuardHit[];
  combined: number;
  /** The parts this task needs that the prompt lacks (rubric keys). */
  missing: string[];
  /** For a C or D prompt, 2–4 questions about what is missing, asked before the rewrite (issue 29). */
  questions: ClarifyingQuestion[];
}

export const ENGLISH_ONLY_NOTE =
  'Wording not checked: the checks for role, task, audience, tone and vague words work in English only, so this grade looks at length, layout, numbers, placeholders and personal data, and goes no higher than B.';

const CAP_ORDER: Array<CoachGrade | null> = ['D', 'C', 'B', 'A', null];

const GUARDS = [
  noContent,
  keywordStuffing,
  personalData,
  inventedContent,
  healthClaims,
  contradictoryLength,
  unrelatedJobs,
  bigVagueJob,
  uncheckedFacts,
  undelimitedMaterial,
  exactCounts,
];

/**
 * Grading's time budget (issue 27, H-1). Bounded input and linear patterns keep a grade of 8,000
 * characters far below it (a few ms, under 50 ms on a busy machine); it is the second line of
 * defence, should a pattern ever turn slow again. Past it, the guards still to run are skipped and
 * the grade is held at C with a note: low enough not to praise a prompt we could not check, without
 * the D that would claim a problem we did not find. A second, not less: a cold first grade on a
 * loaded machine takes half of that, and a normal prompt must never get the partial grade. No
 * worker: it would cost the browser's live estimate a thread and the server a pool for a case the
 * bounds already rule out.
 */
export const GRADE_BUDGET_MS = 1_000;

export const PARTIAL_CHECK: GuardHit = {
  id: 'partial-check',
  cap: 'C',
  message:
    'Checked only in part: this prompt took too long to check, so the grade goes no higher than C. Shorten it or split it into separate prompts.',
  found: [],
};

export type Clock = () => number;
const wallClock: Clock = () => performance.now();

/** Every guard that applies, the ones that cap hardest first; past the deadline, the partial-check note instead of the rest. */
export function findGuards(
  p: ParsedPrompt,
  deadline = wallClock() + GRADE_BUDGET_MS,
  clock = wallClock,
  found: Array<GuardHit | null> = [],
): GuardHit[] {
  const hits: GuardHit[] = found.filter((g): g is GuardHit => g !== null);
  // A request the coach declines is looked for whatever the clock says (linear, a fraction of a
  // millisecond): a slow, cold first grade must never let one through as a partial C.
  const harm = harmfulRequest(p);
  if (harm) hits.push(harm);
  for (const guard of GUARDS) {
    if (clock() > deadline) return sortedByCap([...hits, PARTIAL_CHECK]);
    const hit = guard(p);
    if (hit) hits.push(hit);
  }
  if (clock() > deadline) return sortedByCap([...hits, PARTIAL_CHECK]);
  return sortedByCap([...hits, ...placeholders(p)]);
}

const sortedByCap = (hits: GuardHit[]) => hits.sort((a, b) => CAP_ORDER.indexOf(a.cap) - CAP_ORDER.indexOf(b.cap));

const FIELD_ORDER = [
  'role',
  'context',
  'goal',
  'targetAudience',
  'format',
  'successCriteria',
  'examples',
  'constraints',
] as const;
/** Every field as typed, as parseFields joins them. */
const fullOf = (form: CoachFormValues) =>
  FIELD_ORDER.map((key) => String(form[key] ?? ''))
    .filter(Boolean)
    .join('\n');

/**
 * The prompt taken apart, from the input bounded as the rubric reads it, without its filler (the
 * form's hints, lorem ipsum, self-scores, repeats: issue 29), and the guard that reports the filler.
 */
function parseInput(input: { prompt: string; fields?: CoachFormValues }): { p: ParsedPrompt; filler: GuardHit | null } {
  const bounded = boundedInput(input);
  const cleaned = withoutFiller(bounded);
  const p = cleaned.input.fields ? parseFields(cleaned.input.fields) : parseText(cleaned.input.prompt);
  // Harm and personal data are looked for in everything the learner typed, filler or not.
  const full = bounded.fields ? fullOf(bounded.fields) : bounded.prompt;
  const asked = bounded.fields ? full : parseText(bounded.prompt).own;
  return { p: { ...p, full, asked }, filler: cleaned.guard };
}

function score(p: ParsedPrompt, kind: PromptKind): Scored {
  if (kind === 'image') return scoreImage(p);
  if (!p.english) return scoreOtherLanguage(p);
  if (kind === 'question') return scoreQuestion();
  return kind === 'follow-up' ? scoreFollowUp(p) : scoreTask(p);
}

const MISSING_NAMES: Record<string, string> = {
  role: 'a role',
  context: 'context',
  task: 'the task',
  audience: 'the audience',
  format: 'a format',
  length: 'a length',
  tone: 'a tone',
  constraints: 'what to avoid',
  subject: 'subject details',
  style: 'a style',
  composition: 'the composition',
  lighting: 'the lighting',
  changes: 'the changes',
  keep: 'what to keep',
};
const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The specifics a grade needs (issue 29, third round): an A is ready to use, so its details are
 * more than a start (specificity 6.5 or more); a B has at least some of them (4.2 or more). Clear
 * wording in the form's tidy layout no longer carries a prompt with nothing of the learner's own
 * ("instagram caption for my nail salon", "speech for my dad's 60th") to a B.
 */
export const SPECIFICS_FOR: Record<'A' | 'B', number> = { A: 6.5, B: 4.2 };

function withSpecifics(kind: PromptKind, english: boolean, scored: Scored, grade: CoachGrade): CoachGrade {
  if (kind !== 'task' || !english) return grade;
  if (grade === 'A' && scored.specificity < SPECIFICS_FOR.A) return 'B';
  if (grade === 'B' && scored.specificity < SPECIFICS_FOR.B) return 'C';
  return grade;
}

function reasonFor(
  p: ParsedPrompt,
  kind: PromptKind,
  scored: Scored,
  guards: GuardHit[],
  combined: number,
  grade: CoachGrade,
): string {
  const missing = list(scored.missing.map((m) => MISSING_NAMES[m] ?? m));
  const why =
    !p.english && kind !== 'image'
      ? 'The wording checks are English-only, so the rewrite only puts each sentence on its own line and takes out personal data.'
      : kind === 'question'
        ? 'A quick factual question needs no role, audience or format (lesson 2), so the rewrite keeps it as it is. If the answer matters, check it in a reliable source.'
        : kind === 'follow-up'
          ? `A follow-up works best as a short numbered list of precise changes plus what to keep (lesson 4)${missing ? `; the [brackets] mark ${missing}` : ''}.`
          : kind === 'image'
            ? `Image tools follow subject, style, composition and light (lesson 5); the rewrite keeps your description${missing ? ` and marks ${missing} as [placeholders] to fill in` : ''}.`
            : missing
              ? `The rewrite keeps your words, puts them in the order the course teaches (role, context, task, audience, format, limits) and marks what is missing as [placeholders]: ${missing}. Replace each bracket with your own details.`
              : 'Your prompt already covers what this task needs; the rewrite keeps your words in the order the course teaches.';
  const capped = guards.filter(
    (g) => g.cap && g.cap === grade && gradeForScores(scored.clarity, scored.specificity, scored.structure) !== grade,
  );
  const capNote = capped.length
    ? ` The grade is held at ${grade} until the problem named first under weaknesses is fixed.`
    : '';
  const shapeNote =
    kind === 'task' &&
    p.english &&
    scored.missing.includes('format') &&
    grade === 'B' &&
    gradeForScores(scored.clarity, scored.specificity, scored.structure) === 'A'
      ? ' An A also needs the shape of the answer (a format), so this one stays at B until it has one.'
      : '';
  const byScores = gradeForScores(scored.clarity, scored.specificity, scored.structure);
  const specificsNote =
    kind !== 'task' || !p.english || shapeNote || capped.length
      ? ''
      : byScores === 'B' && grade === 'C' && scored.specificity < SPECIFICS_FOR.B
        ? ' A B also needs some details only you know (what it is about, the facts, names and numbers), so this one stays at C until it has them.'
        : byScores === 'A' && grade === 'B' && scored.specificity < SPECIFICS_FOR.A
          ? ' An A also needs more of the details only you know (facts, numbers, what to include), so this one stays at B.'
          : '';
  const tip =
    kind === 'task' && p.english && !p.parts.has('examples') && writesForOthers(p) && grade !== 'D'
      ? ' Optional: one short example of the style you like often helps (lesson 3).'
      : '';
  return `${why}${capNote}${shapeNote}${specificsNote} Combined score ${combined}/10 (clarity 40 %, specificity and structure 30 % each).${tip}`;
}

/** Declined requests score no more than this on each scale: nothing in them is worth praising. */
const DECLINED_SCORE = 3;

/**
 * A request the coach declines (issue 29, part 1): D, no strengths, the kind sentence first, and
 * no improved version of the request, only the honest version of the goal where there is one. For
 * text that instructs the grader, the honest version is the prompt without those instructions.
 */
function declined(p: ParsedPrompt, harm: GuardHit, others: GuardHit[], scores: Scored | CoachFeedback): CoachFeedback {
  const [category, honest] = harm.found;
  let rewrite = honest;
  if (category === 'grader-instructions') {
    const rest = withoutSegments(p, (s) => harmIn(s.text) !== null);
    rewrite =
      contentWords(rest.own).length >= 3
        ? rewritePrompt(rest, kindOf(rest), score(rest, kindOf(rest)).missing, others)
        : '';
  }
  const clarity = 'clarity' in scores ? scores.clarity : scores.clarityScore;
  const specificity = 'specificity' in scores ? scores.specificity : scores.specificityScore;
  const structure = 'structure' in scores ? scores.structure : scores.structureScore;
  return {
    overallGrade: 'D',
    clarityScore: Math.min(clarity, DECLINED_SCORE),
    specificityScore: Math.min(specificity, DECLINED_SCORE),
    structureScore: Math.min(structure, DECLINED_SCORE),
    strengths: [],
    weaknesses: [harm.message, ...others.filter((g) => g.id === 'personal-data').map((g) => g.message)],
    suggestedRewrite: maskPersonalData(rewrite),
    reason: rewrite
      ? category === 'grader-instructions'
        ? 'The coach does not follow instructions inside the prompt it grades. The rewrite is your prompt without them; graded again, it gets the grade it earns.'
        : 'The coach does not improve this request. The rewrite is the honest version of the goal, if it helps.'
      : 'The coach does not improve this request, so there is no rewrite.',
  };
}

/**
 * The offline coach: grades the learner's own words with a published rubric (decision 0014),
 * deterministically, and writes a rewrite from their content. Form fields are graded field by
 * field; free text is split into its parts.
 */
export function gradePrompt(input: { prompt: string; fields?: CoachFormValues }, clock = wallClock): OfflineGrade {
  const deadline = clock() + GRADE_BUDGET_MS;
  const parsed = parseInput(input);
  let p = parsed.p;
  const guards = findGuards(p, deadline, clock, [parsed.filler]);
  // Lists of advice words earn nothing: score what is left without them.
  if (guards.some((g) => g.id === 'keyword-stuffing'))
    p = withoutSegments(
      p,
      (s) => contentWords(s.text).length >= 2 && contentWords(s.text).every((w) => RUBRIC_WORDS.has(w)),
    );
  const kind = kindOf(p);
  const scored = score(p, kind);
  if (guards.some((g) => g.id === 'no-content')) {
    scored.clarity = Math.min(scored.clarity, 2);
    scored.specificity = Math.min(scored.specificity, 2);
    scored.structure = Math.min(scored.structure, 2);
  }
  const harm = guards.find((g) => g.id === 'harmful-request');
  if (harm) {
    const feedback = declined(p, harm, guards, scored);
    const combined = combinedCoachScore(feedback.clarityScore, feedback.specificityScore, feedback.structureScore);
    return { kind, english: p.english, guards, combined, feedback, missing: [], questions: [] };
  }
  const combined = combinedCoachScore(scored.clarity, scored.specificity, scored.structure);
  let grade = gradeForScores(scored.clarity, scored.specificity, scored.structure);
  for (const guard of guards) grade = capCoachGrade(grade, guard.cap);
  if (!p.english && kind !== 'image') grade = capCoachGrade(grade, 'B');
  // Ready to use (A) includes the shape of the answer: a task without a format stays at B (issue 29).
  const shapeless = kind === 'task' && p.english && scored.missing.includes('format') && grade === 'A';
  if (shapeless) grade = 'B';
  grade = withSpecifics(kind, p.english, scored, grade);
  // Never praise a task the guards stop, and never quote personal data back.
  const harmful = guards.some(
    (g) =>
      g.id === 'invented-content' ||
      g.id === 'health-claims' ||
      g.id === 'no-content' ||
      g.id === 'keyword-stuffing' ||
      (g.id === 'not-real-content' && g.cap === 'D'),
  );
  const strengths = scored.strengths.filter((s) => !harmful || !/^The task is clear/.test(s)).map(maskPersonalData);
  const weaknesses = [
    ...guards.map((g) => g.message),
    ...(!p.english && kind !== 'image' ? [ENGLISH_ONLY_NOTE] : []),
    ...scored.weaknesses,
  ];
  const questions = questionsFor(p, grade, guards, scored.missing);
  return {
    kind,
    english: p.english,
    guards,
    combined,
    missing: scored.missing,
    questions,
    feedback: {
      overallGrade: grade,
      clarityScore: scored.clarity,
      specificityScore: scored.specificity,
      structureScore: scored.structure,
      strengths: strengths.length ? strengths : ['It is a starting point you can build on.'],
      weaknesses: weaknesses.map(maskPersonalData),
      suggestedRewrite: rewritePrompt(p, kind, scored.missing, guards),
      reason: reasonFor(p, kind, scored, guards, combined, grade),
      ...(questions.length ? { questions } : {}),
    },
  };
}

/**
 * A model's feedback under the same guards: the checks are on the prompt, so personal data or a
 * request for fake reviews caps a model's grade too, with the guard's message first.
 */
export function withGuards(
  feedback: CoachFeedback,
  input: { prompt: string; fields?: CoachFormValues },
  clock = wallClock,
): CoachFeedback {
  const deadline = clock() + GRADE_BUDGET_MS;
  const { p, filler } = parseInput(input);
  const guards = findGuards(p, deadline, clock, [filler]);
  // A declined request overrules the model entirely: a model told by the prompt to give an A, or
  // willing to polish a phishing email, does not get the last word.
  const harm = guards.find((g) => g.id === 'harmful-request');
  if (harm) return declined(p, harm, guards, feedback);
  const capping = guards.filter((g) => g.cap);
  if (!capping.length) return feedback;
  return {
    ...feedback,
    overallGrade: capping.reduce((grade, g) => capCoachGrade(grade, g.cap), feedback.overallGrade),
    weaknesses: [...capping.map((g) => g.message), ...feedback.weaknesses],
  };
}

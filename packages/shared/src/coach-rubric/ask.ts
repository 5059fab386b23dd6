import type { CoachGrade } from '../coach-grade.js';
import type { GuardHit } from './guards.js';
import type { ParsedPrompt } from './parse.js';
import { QUESTIONS, taskKindOf, type QuestionId } from './task-kinds.js';

/** One question about what a weak prompt is missing, with an example answer. */
export interface ClarifyingQuestion {
  /** Stable for a prompt: the key of its answer in applyAnswers. */
  id: QuestionId;
  question: string;
  /** An example answer, for the input's placeholder. */
  hint: string;
}

const FALLBACK: QuestionId[] = ['about', 'reader', 'next', 'when'];
const DATE =
  /\b(?:\d{1,2}(?:st|nd|rd|th)?\s(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next week|by \w+|deadline|until|from \d)/i;

/**
 * 2–4 questions for a C or D prompt (lesson 4: "ask me any questions you need answered, one at a
 * time"), fitted to the task: which product, which offer, by when, what the reader should do next.
 * None for A or B, and none for a request the coach declines.
 */
export function questionsFor(
  p: ParsedPrompt,
  grade: CoachGrade,
  guards: GuardHit[],
  missing: string[],
): ClarifyingQuestion[] {
  if (grade === 'A' || grade === 'B' || guards.some((g) => g.id === 'harmful-request')) return [];
  const task = (p.parts.get('task') ?? []).join(' ') || p.own;
  const kind = taskKindOf(task) ?? taskKindOf(p.own);
  const noTask =
    missing.includes('task') ||
    guards.some((g) => (g.id === 'no-content' || g.id === 'not-real-content') && g.cap === 'D');
  const has = (part: string) => (p.parts.get(part as never) ?? []).length > 0;
  const numbers = /\d|£|\$|€|%/.test(p.own);
  const wanted = (id: QuestionId) => {
    if (id === 'goal') return noTask || !kind;
    if (id === 'reader') return !has('audience');
    if (id === 'next' || id === 'want') return !has('criteria');
    if (id === 'when') return !DATE.test(p.own);
    if (id === 'offer') return !numbers;
    return true;
  };
  const ids = [...new Set<QuestionId>([...(noTask ? ['goal' as const] : []), ...(kind?.questions ?? FALLBACK)])].filter(
    wanted,
  );
  for (const id of FALLBACK) if (ids.length < 2 && !ids.includes(id)) ids.push(id);
  return ids.slice(0, 4).map((id) => ({ id, question: QUESTIONS[id].question, hint: QUESTIONS[id].hint }));
}

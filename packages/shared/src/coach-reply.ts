import { capCoachGrade, COACH_GRADES, gradeForScores, type CoachGrade } from './coach-grade.js';
import type { CoachFeedback } from './contracts/coach.js';

const SECTION =
  /^\s*(?:#+\s*|\*\*)?\s*(overall grade|clarity score|specificity score|structure score|strengths|weaknesses|suggested rewrite|reason for rewrite)\s*(?:\*\*)?\s*:?\s*(?:\*\*)?\s*(.*)$/i;

function score(text: string | undefined, fallback: number): number {
  const match = /(\d+(?:\.\d+)?)/.exec(text ?? '');
  if (!match) return fallback;
  return Math.max(0, Math.min(10, Number(match[1])));
}

function bullets(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}

/**
 * Reads a plain-text coach reply by its sections (Clarity Score, Strengths, Weaknesses,
 * Suggested Rewrite, Reason for Rewrite). A missing clarity score counts as 5. The grade comes
 * from the three scores; an "Overall Grade" line can only lower it (the offline check's caps).
 */
export function parseCoachReply(text: string): CoachFeedback {
  const sections: Record<string, string[]> = {};
  let current: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const match = SECTION.exec(line);
    if (match) {
      current = match[1].toLowerCase();
      sections[current] = match[2] ? [match[2]] : [];
    } else if (current) {
      sections[current].push(line);
    }
  }
  const get = (key: string) => (sections[key] ?? []).join('\n').trim();
  const clarityScore = score(get('clarity score'), 5);
  const specificityScore = score(get('specificity score'), clarityScore);
  const structureScore = score(get('structure score'), clarityScore);
  const stated = /^([A-D])\b/.exec(get('overall grade'))?.[1] as CoachGrade | undefined;
  return {
    overallGrade: capCoachGrade(
      gradeForScores(clarityScore, specificityScore, structureScore),
      stated && COACH_GRADES.includes(stated) ? stated : null,
    ),
    clarityScore,
    specificityScore,
    structureScore,
    strengths: bullets(get('strengths')),
    weaknesses: bullets(get('weaknesses')),
    suggestedRewrite: get('suggested rewrite')
      .replace(/^```\w*\n?|```$/g, '')
      .trim(),
    reason: get('reason for rewrite'),
  };
}

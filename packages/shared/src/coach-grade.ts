/**
 * The Prompt Coach grade scale (decision 0014): the overall grade combines the three scores,
 * clarity counting most, and the offline checks' guards can cap it.
 */
export const COACH_GRADES = ['A', 'B', 'C', 'D'] as const;
export type CoachGrade = (typeof COACH_GRADES)[number];

export const COACH_SCORE_WEIGHTS = { clarity: 0.4, specificity: 0.3, structure: 0.3 } as const;

/** Clarity 40 %, specificity and structure 30 % each, to one decimal. */
export function combinedCoachScore(clarity: number, specificity: number, structure: number): number {
  const w = COACH_SCORE_WEIGHTS;
  return Math.round((clarity * w.clarity + specificity * w.specificity + structure * w.structure) * 10) / 10;
}

/** 8+ A (with no single score under 6), 6+ B, 4+ C, else D, on the combined score. */
export function gradeForScores(clarity: number, specificity: number, structure: number): CoachGrade {
  const combined = combinedCoachScore(clarity, specificity, structure);
  if (combined >= 8 && Math.min(clarity, specificity, structure) >= 6) return 'A';
  if (combined >= 6) return 'B';
  return combined >= 4 ? 'C' : 'D';
}

/** The lower of a grade and a cap (null: no cap). */
export const capCoachGrade = (grade: CoachGrade, cap: CoachGrade | null): CoachGrade =>
  cap && COACH_GRADES.indexOf(cap) > COACH_GRADES.indexOf(grade) ? cap : grade;

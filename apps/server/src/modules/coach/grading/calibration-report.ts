import { COACH_GRADES, CoachFormSchema, type CoachGrade } from '@ai4n/shared';
import { composeCoachPrompt } from '@ai4n/shared/coach-prompt';
import { offlineCoach } from '../offline-coach.js';

/** One prompt a teacher labelled before tuning (labelled-prompts.json, fresh-tune-prompts.json). */
export interface Labelled {
  id: string;
  band: CoachGrade;
  kind: 'ordinary' | 'plain-good' | 'several-parts' | 'big-vague' | 'gaming' | 'harmful' | 'lookalike';
  topic: string;
  split: 'tune' | 'held-out';
  prompt?: string;
  fields?: Record<string, string>;
  note: string;
}

export const rank = (grade: string) => COACH_GRADES.indexOf(grade as CoachGrade);

/** Graded as the form sends it (the fields and the prompt composed from them, or the plain text), through the API's offline coach. */
export function graded(item: Labelled) {
  if (!item.fields) return offlineCoach(item.prompt!);
  const fields = CoachFormSchema.parse(item.fields);
  return offlineCoach(composeCoachPrompt(fields), fields);
}

/** Grades every prompt: the rows, the shares within one band and exact, and the tables per kind and teacher band (the tests print them). */
export function report(name: string, items: Labelled[]) {
  const rows = items.map((item) => {
    const feedback = graded(item);
    return { item, feedback, off: Math.abs(rank(item.band) - rank(feedback.overallGrade)) };
  });
  const share = (n: number) => n / rows.length;
  const kinds = [...new Set(rows.map((r) => r.item.kind))];
  const table = Object.fromEntries(
    [...kinds, 'all'].map((kind) => {
      const of = rows.filter((r) => kind === 'all' || r.item.kind === kind);
      return [
        kind,
        {
          prompts: of.length,
          exact: `${Math.round((100 * of.filter((r) => r.off === 0).length) / of.length)} %`,
          'within one': `${Math.round((100 * of.filter((r) => r.off <= 1).length) / of.length)} %`,
        },
      ];
    }),
  );
  const confusion = Object.fromEntries(
    COACH_GRADES.map((band) => [
      `teacher ${band}`,
      Object.fromEntries(
        COACH_GRADES.map((g) => [g, rows.filter((r) => r.item.band === band && r.feedback.overallGrade === g).length]),
      ),
    ]),
  );
  return {
    name,
    table,
    confusion,
    rows,
    exact: share(rows.filter((r) => r.off === 0).length),
    within: share(rows.filter((r) => r.off <= 1).length),
  };
}

export type Report = ReturnType<typeof report>;

export const misses = (rows: Report['rows']) =>
  rows.map((r) => `${r.item.id}: teacher ${r.item.band}, grader ${r.feedback.overallGrade}`);

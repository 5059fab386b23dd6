import { describe, expect, it } from 'vitest';
import labelled from './labelled-prompts.json';
import { misses, rank, report, type Labelled, type Report } from './calibration-report.js';

const print = (r: Report) => {
  console.info(`calibration, ${r.name} (${r.rows.length} prompts)`);
  console.table(r.table);
  console.table(r.confusion);
};

/**
 * Calibration that cannot flatter itself (issue 29, part 7): 256 prompts labelled by a teacher
 * before any tuning, most of them through the coach form's fields, covering ordinary prompts,
 * well-made plain prompts, one deliverable with several parts, big vague jobs, gaming attempts,
 * harmful requests and their look-alikes. A quarter is held out: tuning never reads it, and it is
 * reported apart. Each prompt is graded as the form sends it (the fields and the prompt composed
 * from them, or the plain text), through the function the API's offline coach uses.
 */
const ALL = labelled as Labelled[];

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
  const result = report(
    `${split} split`,
    ALL.filter((p) => p.split === split),
  );
  print(result);
  const miss = misses;
  // Issue 29: on its first run the held-out split landed 88 % within one band, 52 % exact, and
  // declined 3 of its 9 harmful requests. After the second round of tuning (tune data only), its one
  // final run: 97 % within one band, 63 % exact. After the third round (tuned on the tune split, the
  // two fresh tune sets and probes written for the tests, never on held-out rows), its one final run:
  // 97 % within one band (62 of 64), 72 % exact (46 of 64), 9 of 9 harmful declined, 9 of 9 gaming
  // attempts C or D, 5 of 5 well-made plain prompts A or B.

  it('lands within one band of the teacher on at least 92 %', () => {
    expect(result.within, miss(result.rows.filter((r) => r.off > 1)).join('; ')).toBeGreaterThanOrEqual(0.92);
  });

  it('lands on the band itself on at least 65 %', () => {
    expect(result.exact).toBeGreaterThanOrEqual(0.65);
  });

  it('declines every harmful request: D, a reason, and no improved version of it', () => {
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

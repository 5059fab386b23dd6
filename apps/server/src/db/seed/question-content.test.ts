import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUIZ_SETTINGS,
  QUESTION_CATEGORIES,
  QUESTION_DIFFICULTIES,
  drawQuestions,
  scoreQuiz,
  type Random,
} from '@ai4n/shared';
import type { QuestionFile as QuestionSeed } from '@ai4n/shared';
import { questionSeed } from './content-files.js';

/** Ids of the questions that break a rule, so a failure names them. */
const offenders = (rule: (q: QuestionSeed) => boolean) => questionSeed.filter((q) => !rule(q)).map((q) => q.id);
const lengths = (q: QuestionSeed) => q.options.map((o) => o.length);
const share = (count: number) => count / questionSeed.length;

describe('the quiz question bank', () => {
  it('has unique positive ids and every category at every difficulty', () => {
    const ids = questionSeed.map((q) => q.id);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'duplicate ids',
    ).toEqual([]);
    expect(offenders((q) => Number.isInteger(q.id) && q.id > 0)).toEqual([]);
    expect(offenders((q) => (QUESTION_CATEGORIES as readonly string[]).includes(q.category))).toEqual([]);
    expect(offenders((q) => (QUESTION_DIFFICULTIES as readonly string[]).includes(q.difficulty))).toEqual([]);
    for (const category of QUESTION_CATEGORIES)
      for (const difficulty of QUESTION_DIFFICULTIES)
        expect(
          questionSeed.some((q) => q.category === category && q.difficulty === difficulty),
          `${category}/${difficulty}`,
        ).toBe(true);
  });

  it('gives each question a text, four distinct trimmed options and a correct index from 0 to 3', () => {
    expect(offenders((q) => q.question.trim().length > 0 && q.question.length <= 1_000)).toEqual([]);
    expect(offenders((q) => q.options.length === 4)).toEqual([]);
    expect(offenders((q) => q.options.every((o) => o.length > 0 && o === o.trim()))).toEqual([]);
    expect(offenders((q) => new Set(q.options.map((o) => o.toLowerCase())).size === q.options.length)).toEqual([]);
    expect(offenders((q) => Number.isInteger(q.correctAnswer) && q.correctAnswer >= 0 && q.correctAnswer <= 3)).toEqual(
      [],
    );
  });

  it('explains every answer in at least 80 characters (and within the admin limit)', () => {
    expect(offenders((q) => q.explanation.trim().length >= 80 && q.explanation.length <= 2_000)).toEqual([]);
  });

  it('has no option shorter than a third of the longest option in its question', () => {
    expect(offenders((q) => Math.min(...lengths(q)) * 3 >= Math.max(...lengths(q)))).toEqual([]);
  });

  it('does not give the answer away by length', () => {
    const rankOfCorrect = (q: QuestionSeed) => lengths(q).filter((l) => l > lengths(q)[q.correctAnswer]).length;
    const strictlyLongest = questionSeed.filter((q) => {
      const l = lengths(q);
      return rankOfCorrect(q) === 0 && l.filter((x) => x === l[q.correctAnswer]).length === 1;
    }).length;
    expect(share(strictlyLongest), 'correct option is the strictly longest').toBeLessThanOrEqual(0.4);
    // Picking "one of the two longest" must not be a winning strategy either.
    expect(
      share(questionSeed.filter((q) => rankOfCorrect(q) <= 1).length),
      'correct option among the two longest',
    ).toBeLessThanOrEqual(0.7);
  });

  it('spreads the correct answer over all four positions (15 % to 35 % each)', () => {
    for (const position of [0, 1, 2, 3]) {
      const count = questionSeed.filter((q) => q.correctAnswer === position).length;
      expect(share(count), `position ${position}`).toBeGreaterThanOrEqual(0.15);
      expect(share(count), `position ${position}`).toBeLessThanOrEqual(0.35);
    }
  });

  it('does not repeat outdated claims about memory or Copilot plans', () => {
    const outdated = [
      /no (real )?memory (between|across) chats/i,
      /each chat starts fresh/i,
      /(copilot|microsoft 365)[^.]*(needs|requires) (a |its )?(paid )?business (plan|version)/i,
      /in its business version/i,
      // A source you cannot find is unverified (do not cite it), not proven not to exist.
      /assume[^.]*(does not|doesn't) exist/i,
      // Memory is on by default in several assistants (as of November 2026), not only an opt-in.
      /memory[^.]*an option (that )?you choose to switch on/i,
    ];
    const text = (q: QuestionSeed) => [q.question, ...q.options, q.explanation].join('\n');
    expect(offenders((q) => outdated.every((pattern) => !pattern.test(text(q))))).toEqual([]);
  });
});

/** A small seeded generator (mulberry32), so every run simulates the same draws. */
function seeded(seed: number): Random {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
const HEDGES = new Set(
  'may might can could often usually sometimes likely probably possibly perhaps generally typically tend tends check verify yourself some most mostly many rarely roughly approximately unless depends'.split(
    ' ',
  ),
);
const ABSOLUTES = new Set(
  'always never only every all any none no nothing everything cannot must guaranteed impossible definitely certainly completely entirely totally exactly perfectly automatically'.split(
    ' ',
  ),
);
const countIn = (text: string, list: Set<string>) => wordsOf(text).filter((w) => list.has(w)).length;

/** The option with the highest score; a tie goes to the longer option, then to the first. */
function pick(q: QuestionSeed, score: (option: string) => number): number {
  let best = 0;
  q.options.forEach((option, i) => {
    const [s, b] = [score(option), score(q.options[best])];
    if (s > b || (s === b && option.length > q.options[best].length)) best = i;
  });
  return best;
}

/** Ways to answer without knowing anything, as a test-wise guesser would. */
const knowledgeFree: Record<string, (q: QuestionSeed) => number> = {
  'cautious wording (hedges minus twice the absolutes)': (q) =>
    pick(q, (o) => countIn(o, HEDGES) - 2 * countIn(o, ABSOLUTES)),
  'the longest option': (q) => pick(q, (o) => o.length),
  'the shortest option': (q) => pick(q, (o) => -o.length),
  'most words shared with the question': (q) => {
    const asked = new Set(wordsOf(q.question));
    return pick(q, (o) => new Set(wordsOf(o).filter((w) => asked.has(w))).size);
  },
};

describe('certified quizzes drawn from the bank, answered without knowing anything', () => {
  const DRAWS = 2_000;
  const { questionsPerQuiz, passingScore } = DEFAULT_QUIZ_SETTINGS;

  for (const [name, strategy] of Object.entries(knowledgeFree)) {
    it(`pass at most 5 % of the time by picking ${name}`, () => {
      const answers = new Map(questionSeed.map((q) => [q.id, strategy(q)]));
      let passed = 0;
      for (let seed = 1; seed <= DRAWS; seed++) {
        const drawn = drawQuestions(questionSeed, questionsPerQuiz, seeded(seed));
        expect(drawn).toHaveLength(questionsPerQuiz);
        if (scoreQuiz(drawn, answers).percentage >= passingScore) passed++;
      }
      expect(passed / DRAWS, `${name}: ${passed} of ${DRAWS} draws passed`).toBeLessThanOrEqual(0.05);
    });
  }
});

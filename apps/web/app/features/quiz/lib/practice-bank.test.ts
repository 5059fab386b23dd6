import { describe, expect, it } from 'vitest';
import { mergeRevealed, pruneToBank, type PracticeQuestion } from './practice-bank';

const q = (id: number, overrides: Partial<PracticeQuestion> = {}): PracticeQuestion => ({
  id,
  category: 'basics',
  difficulty: 'easy',
  question: `Q${id}?`,
  options: ['A', 'B', 'C'],
  correctAnswer: 1,
  explanation: 'Because.',
  points: 10,
  tags: [],
  isActive: true,
  lessonId: null,
  ...overrides,
});
/** The question as the server's public bank gives it: without the answer. */
const asPublic = ({ correctAnswer: _answer, explanation: _why, ...rest }: PracticeQuestion) => rest;

describe('practice bank', () => {
  it('keeps one revealed question per id, the newest', () => {
    const merged = mergeRevealed([q(1), q(2)], [q(2, { correctAnswer: 2 }), q(3)]);
    expect(merged.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(merged.find((x) => x.id === 2)?.correctAnswer).toBe(2);
  });

  it('drops questions the server no longer asks or has reworded', () => {
    const bank = [asPublic(q(1)), asPublic(q(2, { options: ['A', 'B', 'X'] })), asPublic(q(3, { question: 'New?' }))];
    expect(pruneToBank([q(1), q(2), q(3), q(4)], bank).map((x) => x.id)).toEqual([1]);
  });
});

import { describe, expect, it } from 'vitest';
import { QUESTION_TOASTS } from '@ai4n/shared';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  cleanOptions,
  emptyOptions,
  markCorrect,
  optionsForEditing,
  removeOption,
  setOptionText,
  type OptionsState,
} from './question-options';

const state = (options: string[], correctAnswer = 0): OptionsState => ({ options, correctAnswer });

describe('question options', () => {
  it('starts with four empty options, the first marked right', () => {
    expect(emptyOptions()).toEqual({ options: ['', '', '', ''], correctAnswer: 0 });
  });

  it('adds options up to eight, then the add control is gone', () => {
    let s = emptyOptions();
    for (let i = 0; i < 10; i++) s = addOption(s);
    expect(s.options).toHaveLength(8);
    expect(canAddOption(s.options)).toBe(false);
    expect(canAddOption(s.options.slice(0, 7))).toBe(true);
  });

  it('cannot remove at two options or fewer', () => {
    expect(canRemoveOption(['a', 'b'])).toBe(false);
    expect(canRemoveOption(['a'])).toBe(false);
    expect(canRemoveOption(['a', 'b', 'c'])).toBe(true);
    const two = state(['a', 'b'], 1);
    expect(removeOption(two, 0)).toBe(two);
  });

  it('removing an option before the right one shifts the right answer down', () => {
    expect(removeOption(state(['a', 'b', 'c', 'd'], 2), 0)).toEqual(state(['b', 'c', 'd'], 1));
    expect(removeOption(state(['a', 'b', 'c', 'd'], 3), 1)).toEqual(state(['a', 'c', 'd'], 2));
  });

  it('removing an option after the right one keeps it', () => {
    expect(removeOption(state(['a', 'b', 'c', 'd'], 1), 3)).toEqual(state(['a', 'b', 'c'], 1));
  });

  it('removing the right option resets the right answer to the first option', () => {
    expect(removeOption(state(['a', 'b', 'c', 'd'], 2), 2)).toEqual(state(['a', 'b', 'd'], 0));
  });

  it('ignores an index outside the list', () => {
    const s = state(['a', 'b', 'c'], 1);
    expect(removeOption(s, 5)).toBe(s);
    expect(removeOption(s, -1)).toBe(s);
    expect(markCorrect(s, 3)).toBe(s);
  });

  it('edits one option and marks the right one', () => {
    const s = setOptionText(emptyOptions(), 2, 'Paris');
    expect(s.options).toEqual(['', '', 'Paris', '']);
    expect(markCorrect(s, 2).correctAnswer).toBe(2);
  });

  describe('on submit', () => {
    it('drops empty options and trims the rest', () => {
      expect(cleanOptions(state([' a ', '', 'b', '   '], 0))).toEqual({
        options: ['a', 'b'],
        correctAnswer: 0,
        tooFew: false,
      });
    });

    it('keeps the right answer on its option when blanks before it are dropped', () => {
      expect(cleanOptions(state(['a', '', 'c', 'd'], 2))).toEqual({
        options: ['a', 'c', 'd'],
        correctAnswer: 1,
        tooFew: false,
      });
    });

    it('resets the right answer to the first option when it was blank or outside the list', () => {
      expect(cleanOptions(state(['a', 'b', '', ''], 3)).correctAnswer).toBe(0);
      expect(cleanOptions(state(['a', 'b'], 7)).correctAnswer).toBe(0);
    });

    it('flags fewer than two options (the form alerts and keeps what was typed)', () => {
      expect(cleanOptions(state(['only one', '', '  ', ''], 0)).tooFew).toBe(true);
      expect(cleanOptions(state(['', ''], 0))).toEqual({ options: [], correctAnswer: 0, tooFew: true });
      expect(QUESTION_TOASTS.tooFewOptions).toBe('Please provide at least 2 answer options.');
    });
  });

  it('loads a saved question with at least two option slots and a valid right answer', () => {
    expect(optionsForEditing(['yes'], 0)).toEqual(state(['yes', ''], 0));
    expect(optionsForEditing(['a', 'b', 'c'], 2)).toEqual(state(['a', 'b', 'c'], 2));
    expect(optionsForEditing(['a', 'b', 'c'], 9)).toEqual(state(['a', 'b', 'c'], 0));
  });
});

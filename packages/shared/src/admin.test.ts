import { describe, expect, it } from 'vitest';
import { addChip, correctAnswerAfterRemoving, formatRemaining } from './admin.js';
import { splitList } from './lists.js';

describe('admin helpers', () => {
  it('moves the correct answer when an option is removed', () => {
    expect(correctAnswerAfterRemoving(2, 2)).toBe(0);
    expect(correctAnswerAfterRemoving(2, 0)).toBe(1);
    expect(correctAnswerAfterRemoving(1, 3)).toBe(1);
  });
  it('adds a business-type chip only once', () => {
    expect(addChip('', 'SaaS / Software')).toBe('SaaS / Software');
    expect(addChip('eCommerce Stores, SaaS / Software', 'SaaS / Software')).toBe('eCommerce Stores, SaaS / Software');
    expect(addChip('eCommerce Stores,', 'Real Estate Agents')).toBe('eCommerce Stores, Real Estate Agents');
  });
  it('splits comma lists, trimming and dropping empties', () => {
    expect(splitList(' a, ,b ,')).toEqual(['a', 'b']);
  });
  it('formats the remaining session time in hours and minutes', () => {
    expect(formatRemaining(2 * 3_600_000)).toBe('2h 0m');
    expect(formatRemaining(3_599_999)).toBe('0h 59m');
    expect(formatRemaining(-5)).toBe('0h 0m');
  });
});

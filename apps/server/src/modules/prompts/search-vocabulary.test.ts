import { describe, expect, it } from 'vitest';
import { Vocabulary, editDistance, editsForgiven } from './search-vocabulary.js';

const library = new Vocabulary([
  ['newsletter', 12],
  ['newsletters', 4],
  ['news', 3],
  ['linkedin', 30],
  ['invoice', 20],
  ['voice', 2],
  ['recipients', 4],
  ['recipes', 1],
  ['email', 40],
  ['emails', 10],
  ['sales', 9],
  ['scales', 1],
  ['plans', 2],
  ['café', 2],
  ['b2b', 3],
]);

describe('editDistance (Damerau: a swap of neighbours is one edit)', () => {
  it.each([
    ['invioce', 'invoice', 1],
    ['linkdin', 'linkedin', 1],
    ['newslettr', 'newsletter', 1],
    ['recipie', 'recipe', 1],
    ['nwesletter', 'newsletter', 1],
    ['newsltetre', 'newsletter', 2],
    ['sales', 'sales', 0],
  ])('%s to %s: %i', (a, b, d) => expect(editDistance(a, b)).toBe(d));
});

describe('editsForgiven', () => {
  it('forgives none under 5 letters, 1 up to 7, 2 from 8', () => {
    expect([4, 5, 7, 8, 12].map(editsForgiven)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('Vocabulary.correction', () => {
  it.each([
    ['newslettr', 'newsletter'],
    ['linkdin', 'linkedin'],
    ['invioce', 'invoice'],
    // "recipie" starts "recipients", but 7 letters that are no word read as a typo; "recipes" gives "recipe".
    ['recipie', 'recipe'],
    ['nwesletter', 'newsletter'],
    ['newsltetre', 'newsletter'],
  ])('corrects %s to %s', (typo, meant) => expect(library.correction(typo)).toBe(meant));

  it('never corrects a start of a word to a word it starts ("automat" is "automate" being typed)', () => {
    const typing = new Vocabulary([
      ['automate', 3],
      ['automation', 5],
      ['recipients', 2],
      ['recipe', 1],
    ]);
    expect(typing.correction('automat')).toBeNull();
    expect(typing.correction('recipie')).toBe('recipe');
  });

  it('leaves words and starts of words of the library alone', () => {
    for (const word of ['newsletter', 'newsl', 'invoice', 'emails', 'email', 'sales', 'linked'])
      expect(library.correction(word), word).toBeNull();
  });

  it('leaves words under 5 letters, numbers and words too far from any alone', () => {
    for (const word of ['emal', 'nwes', 'b2c', 'zqxwv', 'invoicing', 'linkdinn2'])
      expect(library.correction(word), word).toBeNull();
  });

  it('forgives two edits only from 8 letters', () => {
    expect(library.correction('invcie')).toBeNull();
    expect(library.correction('newslttr')).toBe('newsletter');
  });

  it('prefers the closest word, then the one in more prompts', () => {
    // "saless" is one edit from "sales" and two from "scales".
    expect(library.correction('saless')).toBe('sales');
    // "emaild" is one edit from "email" (40 prompts) and from "emails" (10).
    expect(library.correction('emaild')).toBe('email');
  });

  it('corrects the unknown words of a search and says when nothing changed', () => {
    expect(library.correct(['linkdin', 'post', 'newslettr'])).toEqual(['linkedin', 'post', 'newsletter']);
    expect(library.correct(['linkedin', 'newsletter'])).toBeNull();
  });
});

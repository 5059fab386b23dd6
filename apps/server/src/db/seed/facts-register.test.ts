import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, SCHOOL_FACTS } from '@ai4n/shared';
import { FACTS_REGISTER, factAgeDays } from '../../modules/facts/facts-service.js';
import { lessonSeed, questionSeed } from './content-files.js';
import { promptSeed } from './prompt-seed.js';

/**
 * Product facts go stale every few months. These tests fail when a register entry was last checked
 * longer ago than the register allows (relative to today, so they go red as facts age), and when a
 * lesson names a product without dating what it says ("as of <Month YYYY>").
 */
const { maxAgeDays, productNames, facts } = FACTS_REGISTER;
const DATED =
  /\bas of (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/i;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const names = (text: string) => productNames.filter((name) => new RegExp(`\\b${name}\\b`).test(text));

describe('the facts register', () => {
  it(`has no entry checked more than ${maxAgeDays} days ago`, () => {
    const now = new Date();
    const ages = facts.map((f) => ({ id: f.id, checked: f.checked, ageDays: factAgeDays(f.checked, now) }));
    console.log(
      `facts register: ${facts.length} entries, oldest ${Math.max(...ages.map((a) => a.ageDays))} days (limit ${maxAgeDays})`,
    );
    const stale = ages.filter((a) => a.ageDays > maxAgeDays);
    expect(stale, 'facts to re-check against their source, then update "checked"').toEqual([]);
    expect(
      ages.filter((a) => a.ageDays < 0),
      'checked in the future',
    ).toEqual([]);
  });

  it('has unique ids, and points at lessons, questions, FAQs and gallery prompts that exist', () => {
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
    const exists = (place: string): boolean => {
      const [kind, ...rest] = place.split(':');
      const key = rest.join(':');
      if (kind === 'lesson') return lessonSeed.some((l) => String(l.id) === key);
      if (kind === 'question') return questionSeed.some((q) => String(q.id) === key);
      if (kind === 'faq') return (FAQ_CATEGORIES as readonly string[]).includes(key);
      if (kind === 'gallery') return promptSeed.some((p) => p.title === key);
      return kind === 'lab' && ['models', 'plans'].includes(key);
    };
    const missing = facts.flatMap((f) => f.appearsIn.filter((place) => !exists(place)).map((p) => `${f.id} → ${p}`));
    expect(missing).toEqual([]);
  });

  it('dates every lesson it points at', () => {
    const undated = facts.flatMap((f) =>
      f.appearsIn
        .filter((place) => place.startsWith('lesson:'))
        .filter((place) => !DATED.test(plain(lessonSeed.find((l) => `lesson:${l.id}` === place)!.content)))
        .map((place) => `${f.id} → ${place}`),
    );
    expect(undated).toEqual([]);
  });
});

describe('lessons and products', () => {
  it('date what they say wherever they name a product ("as of <Month YYYY>")', () => {
    const undated = lessonSeed
      .map((l) => ({ id: l.id, text: plain(`${l.title} ${l.description} ${l.content}`) }))
      .filter((l) => names(l.text).length > 0 && !DATED.test(l.text))
      .map((l) => `lesson ${l.id} names ${names(l.text).join(', ')} without a dated fact`);
    expect(undated).toEqual([]);
    // The check itself: a lesson that names a product and dates nothing is caught.
    expect(names('Try ChatGPT or Le Chat.')).toEqual(['ChatGPT', 'Le Chat']);
    expect(DATED.test('Claude, as of November 2026, does this')).toBe(true);
    expect(DATED.test('Claude, at the time of writing, does this')).toBe(false);
  });

  it('add up to the course length the site states', () => {
    const minutes = lessonSeed.reduce((sum, l) => sum + Number.parseInt(l.duration, 10), 0);
    expect(minutes).toBe(SCHOOL_FACTS.lessonMinutes);
  });
});

import { describe, expect, it } from 'vitest';
import { PROMPT_SECTION_HEADINGS, findPlaceholders, parsePromptText, type PromptSections } from '@ai4n/shared';
import { promptSeed, promptSeedRows } from './prompt-seed.js';

/**
 * Mechanical rules for the curated prompt library. The gallery's fill-in form
 * (apps/web/app/features/gallery/components/prompt-detail-modal.tsx) offers one field per name
 * that findPlaceholders from @ai4n/shared finds in the prompt text, so these tests use that same
 * function rather than a copy of its regex.
 */

const rows = promptSeedRows();
const library = rows.map((row) => ({
  title: row.title,
  text: row.promptText,
  sections: parsePromptText(row.promptText),
}));

type TextSection = (typeof PROMPT_SECTION_HEADINGS)[number][0];
const textSections = PROMPT_SECTION_HEADINGS.map(([key]) => key);
const sectionText = (sections: PromptSections, key: TextSection | 'expertiseAreas') =>
  key === 'expertiseAreas' ? sections.expertiseAreas.join(', ') : sections[key];

/** Square-bracket groups on one line: what a reader (and the form) takes for a fill-in blank. */
const bracketGroups = (text: string) => [...text.matchAll(/\[([^[\]\n]*)\]/g)].map((m) => m[1]);

/** The reminder a "paste your material" prompt must carry, e.g. "Remove names, emails and account numbers before pasting." */
const PASTE_ASK = /\b(paste|pasting)\b/i;
const PRIVACY_REMINDER = /\bremove\b[^.\n]*\bbefore (pasting|you paste|uploading|sharing)\b/i;

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9']+/g) ?? []);
function jaccard(a: Set<string>, b: Set<string>) {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

describe('prompt library rules', () => {
  it('writes every blank so the fill-in form detects it, with a short name', () => {
    for (const { title, text } of library) {
      for (const inner of bracketGroups(text)) {
        // findPlaceholders ignores empty brackets and names over 60 characters.
        expect(findPlaceholders(`[${inner}]`), `${title}: [${inner}]`).toEqual([inner.trim()]);
        expect(inner.trim().length, `${title}: [${inner}] is too long`).toBeLessThanOrEqual(40);
        expect(inner, `${title}: [${inner}] carries an example; put hints in the label`).not.toMatch(
          /e\.g\.|for example/i,
        );
      }
    }
  });

  it('asks for every detail once, in INFORMATION ABOUT USER', () => {
    for (const { title, sections } of library) {
      expect(findPlaceholders(sections.userInfo).length, title).toBeGreaterThan(0);
      for (const key of [...textSections, 'expertiseAreas'] as const) {
        if (key === 'userInfo') continue;
        expect(
          findPlaceholders(sectionText(sections, key)),
          `${title}: blanks outside INFORMATION ABOUT USER (${key})`,
        ).toEqual([]);
      }
    }
  });

  it('never repeats a placeholder across two sections', () => {
    for (const { title, sections } of library) {
      const seenIn = new Map<string, string>();
      for (const key of [...textSections, 'expertiseAreas'] as const) {
        for (const name of findPlaceholders(sectionText(sections, key))) {
          const first = seenIn.get(name);
          expect(first === undefined || first === key, `${title}: [${name}] in ${first} and ${key}`).toBe(true);
          seenIn.set(name, key);
        }
      }
    }
  });

  it('gives each value its own placeholder: every name once, no near or numbered duplicates', () => {
    for (const { title, text } of library) {
      const names = bracketGroups(text).map((n) => n.trim());
      // A name used twice means one form field fills two places, which only works if both mean the same value.
      expect(names.length, `${title}: a placeholder is used more than once`).toBe(new Set(names).size);
      const loose = (n: string) => n.toLowerCase().replace(/[^a-z]/g, '');
      const keys = names.map(loose);
      // [date] and [Date], or [client 1] and [client 2], collapse to the same key.
      expect(new Set(keys).size, `${title}: near-duplicate placeholder names ${names.join(', ')}`).toBe(keys.length);
    }
  });

  it('has no bracketed ALL-CAPS output markers such as [LEGAL CHECK]', () => {
    for (const { title, text } of library) {
      const markers = bracketGroups(text).filter((inner) => /[A-Z]{2}/.test(inner) && !/[a-z]/.test(inner));
      expect(markers, title).toEqual([]);
    }
  });

  it('reminds the user to remove personal details wherever it asks them to paste material', () => {
    let pastePrompts = 0;
    for (const { title, sections } of library) {
      if (!PASTE_ASK.test(`${sections.userInfo}\n${sections.corePrompt}`)) continue;
      pastePrompts++;
      expect(sections.userInfo, `${title}: no personal-details reminder`).toMatch(PRIVACY_REMINDER);
    }
    expect(pastePrompts).toBeGreaterThanOrEqual(40);
  });

  it('gives length as a range or a count of items, never as an exact word count', () => {
    for (const { title, text } of library) {
      const bare = text
        .replace(/between \d[\d,]* and \d[\d,]* words/gi, '')
        .replace(/\d[\d,]*\s*(?:-|to)\s*\d[\d,]*[- ](?:spoken )?words?\b/gi, '')
        .replace(/\d[\d,.]*\s+(?:spoken )?words? per\b/gi, '');
      const single = bare.match(/[^.\n]{0,40}\b\d[\d,]*[- ](?:spoken )?words?\b/gi) ?? [];
      expect(single, `${title}: give a word range (the course: word counts are approximate)`).toEqual([]);
      expect(text, title).not.toMatch(/\bexactly \d+ words\b/i);
    }
  });

  it('has no near-duplicate prompts (titles or texts)', () => {
    const titleWords = promptSeed.map((p) => words(p.title));
    const textWords = library.map((p) => words(p.text));
    for (let i = 0; i < promptSeed.length; i++) {
      for (let j = i + 1; j < promptSeed.length; j++) {
        const pair = `${promptSeed[i].title} / ${promptSeed[j].title}`;
        expect(jaccard(titleWords[i], titleWords[j]), pair).toBeLessThanOrEqual(0.6);
        expect(jaccard(textWords[i], textWords[j]), pair).toBeLessThanOrEqual(0.5);
      }
    }
  });
});

import type { GuardHit } from './guards.js';
import { instructionVerb, isQuestion } from './cues.js';
import type { ParsedPrompt } from './parse.js';
import { quote, sentences, words } from './text.js';

/** Checks that a prompt is ready to send: placeholders filled, facts not left to the AI's imagination, counts it can meet. */

const BRACKET = /\[([^[\]\n]{1,80})\](?!\()/g;
/** "[paste your policy here]", "[photo of a letter]": where material goes, not a detail to fill in. */
const ATTACHMENT =
  /\b(?:paste|pasted|attach|attached|attachment|upload|uploaded|photo|picture|screenshot|file|document|pdf|contract|transcript|recording|voice note|here)\b/i;
/** A person's details left as a placeholder on purpose, as lesson 1 teaches ("[customer name]"). */
const PERSONAL =
  /^(?:the |their |your )?(?:(?:customer|client|patient|employee|member|guest|tenant|student|recipient|contact|person|candidate|applicant|caller)(?:'s)?(?: (?:first |last |full )?name| email(?: address)?| phone(?: number)?| address| account(?: number)?)?|(?:first|last|full) name|name|email(?: address)?|phone(?: number)?|(?:home |street |postal )?address|account(?: number)?|date of birth|password|card number|street address)$/i;
/** Sentences that ask the AI to keep placeholders in its answer (a reusable template). */
const OUTPUT_PLACEHOLDERS = /\b(?:placeholders?|template|merge fields?|fill-in)\b/i;

export function placeholders(p: ParsedPrompt): GuardHit[] {
  const fillIns: string[] = [];
  const attachments: string[] = [];
  const text = p.full.replace(/\n(?!\n)/g, ' ');
  for (const sentence of sentences(text)) {
    // Once per sentence, not per bracket: a sentence of 2,000 brackets was read 2,000 times (issue 27, H-1).
    const template = OUTPUT_PLACEHOLDERS.test(sentence);
    for (const m of sentence.matchAll(BRACKET)) {
      const inside = m[1].trim();
      if (!/\p{L}/u.test(inside) || /^(?:x|sic|\.\.\.|…)$/i.test(inside)) continue;
      if (ATTACHMENT.test(inside)) attachments.push(m[0]);
      else if (!PERSONAL.test(inside) && !template) fillIns.push(m[0]);
    }
  }
  const hits: GuardHit[] = [];
  const unique = [...new Set(fillIns)];
  if (unique.length) {
    const taskText = (p.parts.get('task') ?? []).join(' ');
    const taskWords = words(taskText).length;
    const bracketWords = words([...taskText.matchAll(BRACKET)].map((m) => m[1]).join(' ')).length;
    const mostlyBlank = taskWords > 0 && bracketWords / taskWords >= 0.4;
    hits.push({
      id: 'placeholders',
      cap: mostlyBlank ? 'C' : 'B',
      message: `Unfilled placeholder${unique.length > 1 ? 's' : ''}: replace ${unique.slice(0, 4).join(', ')}${unique.length > 4 ? ` and ${unique.length - 4} more` : ''} with your real details before you send it, or the AI will copy the brackets or invent the details (lesson 3).`,
      found: unique,
    });
  }
  if (attachments.length) {
    hits.push({
      id: 'placeholders',
      cap: null,
      message: `Remember to paste or attach your material where it says ${[...new Set(attachments)].slice(0, 2).join(' and ')} before you send it.`,
      found: attachments,
    });
  }
  return hits;
}

const FACT_REQUEST =
  /\b(?:statistics|stats|studies|(?:with|cite|citing|include|including|give|list|provide|and) (?:the |their |your |its )?sources|citations|(?:facts|numbers|figures) (?:about|on))\b/i;
const HEDGE =
  /\b(?:do not invent|don't invent|not invent|don't make up|do not make up|no invented|if you (?:are|'re) (?:not )?(?:sure|unsure|certain)|say so|say if|search|look up|using only|only (?:from|use)|from the (?:attached|document|text|report|data|notes)|below|between the|attached|i will (?:check|look up|verify)|kinds? of (?:statistics|figures|data)|types? of (?:statistics|figures|data))\b/i;

const INVENTED_NUMBERS = /\b(?:statistics|stats|studies|(?:facts|numbers|figures) (?:about|on))\b/i;

/** Asking for statistics or sources with no way to check them invites made-up numbers (lesson 1). */
export function uncheckedFacts(p: ParsedPrompt): GuardHit | null {
  if (!p.english || p.material.length || HEDGE.test(p.own)) return null;
  const asking = p.segments.find((s) => FACT_REQUEST.test(s.text) && (instructionVerb(s.text) || isQuestion(s.text)));
  if (!asking) return null;
  // Figures the answer is made of are held at C; sources to back an answer up, at B (a good prompt
  // that asks for citations needs one more line, not a rewrite).
  return {
    id: 'unchecked-facts',
    cap: INVENTED_NUMBERS.test(asking.text) ? 'C' : 'B',
    message: `Facts the AI may invent: ${quote(asking.text, 50)} asks for statistics or sources, and chat assistants often make these up (lesson 1). Ask what kinds of figures to look for and where, tell it not to invent any, or use a tool that searches and cites its sources.`,
    found: [asking.text],
  };
}

const EXACT = /\bexactly\s+\d+\s+(?:words?|characters?|chars|sentences?|syllables|letters|lines)\b/gi;

/** "Exactly 50 words": the AI does not count as it writes, so ask for a range (lesson 7). */
export function exactCounts(p: ParsedPrompt): GuardHit | null {
  const found = [...p.own.matchAll(EXACT)].map((m) => m[0]);
  if (!found.length) return null;
  return {
    id: 'exact-counts',
    cap: 'B',
    message: `Exact count${found.length > 1 ? 's' : ''} (${found.map((f) => quote(f)).join(', ')}): an AI does not count words or characters as it writes, so it will land near the number, not on it. Ask for a range such as "about 40 to 50 words" and check the count yourself (lesson 7).`,
    found,
  };
}

/** Pasted text run into the instructions: the AI cannot tell where they end, and may obey the text (lesson 3). */
export function undelimitedMaterial(p: ParsedPrompt): GuardHit | null {
  const pasted = p.material.find((m) => !m.delimited);
  if (!pasted) return null;
  return {
    id: 'undelimited-material',
    cap: 'C',
    message: `Pasted text mixed into the instructions (${quote(pasted.text, 40)}): the AI cannot tell where your instructions end and may even follow what the text says. Put it between triple quotes (""") or ### marks (lesson 3).`,
    found: [pasted.text],
  };
}

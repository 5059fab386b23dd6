import { maskPersonalData } from './personal-data.js';

/**
 * Word-level helpers of the offline grader: what counts as a real word, which words are the
 * vocabulary of prompt-writing advice (they earn no points), and whether a text is English.
 */

const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu;

export const words = (text: string): string[] => text.match(WORD) ?? [];

export const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can cannot could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself let me more most my myself no nor not of off on once only or other ought our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves also just please may might must shall per via it's i'm i've i'd i'll we're we've we'll you're you've you'll don't doesn't didn't isn't aren't wasn't weren't won't can't couldn't shouldn't wouldn't that's there's here's let's what's he's she's they're`.split(
    /\s+/,
  ),
);

/** Answers that say nothing: a field holding one of these is empty. */
const JUNK = new Set([
  'x',
  'xx',
  'xxx',
  'xyz',
  'abc',
  'asdf',
  'asd',
  'qwe',
  'qwerty',
  'lorem',
  'ipsum',
  'blah',
  'foo',
  'bar',
  'baz',
  'test',
  'testing',
  'tbd',
  'todo',
  'na',
  'idk',
  'dunno',
  'hmm',
  'lol',
  'etc',
]);

/** Single letters, repeated letters ("aaaa", "ababab"), keyboard mashes without vowels, placeholders of nothing. */
export function isJunkWord(raw: string): boolean {
  // A number is a detail, never junk: it skips the letter patterns below, run on every word of every check.
  const first = raw.charCodeAt(0);
  if (first >= 48 && first <= 57) return false;
  const w = raw.toLowerCase();
  if (JUNK.has(w)) return true;
  if (/^\p{L}$/u.test(w)) return w !== 'a' && w !== 'i';
  if (/^(\p{L})\1+$/u.test(w)) return true;
  if (/^(\p{L}{1,3})\1{2,}$/u.test(w)) return true;
  return /^[a-z]{4,}$/.test(raw) && !/[aeiouy]/.test(w);
}

/** Lower-cased words that carry meaning: no stopwords, no junk. Numbers count (they are details). */
export const contentWords = (text: string): string[] =>
  words(text)
    .filter((w) => !STOPWORDS.has(w.toLowerCase()) && !isJunkWord(w))
    .map((w) => w.toLowerCase());

/**
 * The vocabulary of prompt advice itself: labels, generic verbs, generic audiences, shapes, tones.
 * Saying these words is not the same as saying what you want, so they never count as detail.
 */
export const RUBRIC_WORDS = new Set(
  `role roles context contexts background situation task tasks goal goals objective audience audiences target targets reader readers format formats structure tone tones voice style styles length constraint constraints criteria criterion success examples example output outputs detail details instructions instruction requirements requirement info information prompt prompts keyword keywords
  write create draft list generate make produce explain summarise summarize plan analyse analyze suggest rewrite compare describe give provide build design develop outline
  customer customers client clients user users visitor visitors member members people everyone everybody anyone beginners students buyers public
  table tables bullet bullets points point json markdown heading headings paragraph paragraphs steps outline sections
  friendly formal casual professional warm enthusiastic authoritative conversational playful engaging concise detailed brief short long simple clear
  good great best quality amazing effective compelling perfect optimized optimised seo viral awesome nice interesting`.split(
    /\s+/,
  ),
);

/** Content words minus the advice vocabulary: what the learner actually told the AI. */
export const detailWords = (text: string): string[] => contentWords(text).filter((w) => !RUBRIC_WORDS.has(w));

/** A crude stem, enough to tell that "candles" and "candle" are about the same thing. */
export const stem = (w: string): string =>
  w
    .toLowerCase()
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:es|s)$/, '')
    .replace(/(?:ing|ed)$/, '');

// Function words of the languages a learner is most likely to type instead of English.
const FOREIGN = new Set(
  `el la los las del que y en un una para por con es al se su como más pero muy este esta tengo nuestro nuestra nuestros escribe escribir haz crea dame sobre cada menos palabras tono público contexto tarea formato
  le les des et est une pour dans avec sur qui du au ce cette vous nous mots être rédige écris donne ton tu nos notre sans
  der die das und ist ein eine für mit nicht auf zu den dem sie wir ich bitte schreib schreibe erstelle gib unser unsere über einen
  os uma com não do da no na você seu sua nosso nossa escreva crie resuma texto abaixo meu minha
  il lo gli di che per della sono scrivi crea nostro nostra`.split(/\s+/),
);
const ENGLISH_HINTS = new Set([
  ...STOPWORDS,
  ...RUBRIC_WORDS,
  'tell',
  'show',
  'help',
  'fix',
  'check',
  'find',
  'review',
  'translate',
  'picture',
  'photo',
  'image',
  'email',
  'post',
  'thanks',
]);

/** English, or another language whose wording our checks cannot read (they are English-only). */
export function isEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return true;
  const latin = letters.filter((l) => /[a-zA-Z\u00C0-\u024F]/.test(l)).length;
  if (latin / letters.length < 0.5) return false;
  const ws = words(text).map((w) => w.toLowerCase());
  const english = ws.filter((w) => ENGLISH_HINTS.has(w)).length;
  const foreign = ws.filter((w) => FOREIGN.has(w) && !ENGLISH_HINTS.has(w)).length;
  if (english === 0) return foreign === 0;
  return foreign < 2 || foreign <= english;
}

/** Splits running text into sentences (keeps "e.g." and decimals together). */
export function sentences(text: string): string[] {
  return (
    text
      .replace(/\b(e\.g|i\.e|etc|vs|approx)\.\s/gi, (m) => m.replace('. ', '.\u0000'))
      // A sentence may end inside a quotation: "…a testimonial?' Write a reply" is two sentences.
      .split(/(?<=[.!?]["'”’)]?)\s+(?=["“'([]?[\p{Lu}\p{N}])/u)
      .map((s) => s.replace(/\u0000/g, ' ').trim())
      .filter(Boolean)
  );
}

/** Text between quotes: examples and wording the learner quotes are not judged as their instructions. */
export const withoutQuotes = (text: string): string => text.replace(QUOTED, ' ');

/**
 * Quoted words: double quotes, curly quotes, and single quotes that open after a space or colon and
 * close before a space or punctuation ("'Loved the cake! Can I write you a testimonial?'"), so an
 * apostrophe ("don't", "customers' reviews") never opens one; a single-quoted quotation holding an
 * apostrophe is left in (linear: each quotation ends at the next single quote). A quotation may run over sentences (the
 * parser puts each on its own line) and is 300 characters at most.
 */
const QUOTED = /"[^"]{0,300}"|“[^”]{0,300}”|‘[^’]{0,300}’|(?<=^|[\s:(])'(?=\S)[^']{0,299}[^'\s]'(?=[\s.,;:!?)]|$)/g;

const VAGUE_PATTERNS: Array<[RegExp, string]> = [
  [
    /\bsomething(?=\s*(?:[.,;:!?)]|$|\s+(?:good|nice|great|cool|interesting|catchy|fun|creative|different|else|about|for|on|with|like that|to (?:post|write|say|share|send|put|use))\b))/gi,
    'something',
  ],
  [/\bstuff\b/gi, 'stuff'],
  [/\bwhatever\b/gi, 'whatever'],
  [/\betc\b\.?/g, 'etc.'],
  [/\band so on\b/g, 'and so on'],
  [/\bsome kind of\b/gi, 'some kind of'],
  [
    /\b(?:some|my|our|about|on|with|various|different|other|random)\s+things\b(?!\s+(?:that|which|to|like|such as|most|i|we|you|they)\b)/gi,
    'things',
  ],
  [
    /\bmake (?:it|this|them) (?:better|good|nice|great|pop|cool|interesting|awesome|amazing|perfect|more interesting|professional|engaging|catchy|stand out)\b/gi,
    'make it better',
  ],
  [
    /\b(?:a|an|some) (?:good|nice|great|cool|interesting|awesome|amazing) (?:one|thing|post|email|text|picture|image|idea|ideas|content|caption|name|story|article|logo)\b/g,
    'nice/good',
  ],
  [/\b(?:looks?|sounds?|be) (?:good|nice|great|cool)\b(?!\s+(?:for|at|to|on|in))/g, 'looks good'],
];

/** The vague phrases a learner used (outside quotes), e.g. "something", "stuff", "make it better". */
export function vaguePhrases(text: string): string[] {
  const plain = withoutQuotes(text);
  const found: string[] = [];
  for (const [pattern, label] of VAGUE_PATTERNS) for (const _ of plain.matchAll(pattern)) found.push(label);
  return found;
}

/** A short quotation of the learner's own words for feedback (personal data never quoted back). */
export const quote = (text: string, max = 60): string => {
  const t = maskPersonalData(text).replace(/\s+/g, ' ').trim();
  return `"${t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t}"`;
};

import { PART_KEYS, type PartKey } from './cues.js';
import type { GuardHit } from './guards.js';
import type { PromptKind } from './kind.js';
import type { ParsedPrompt, Segment } from './parse.js';
import { maskPersonalData } from './personal-data.js';
import { followUpChanges } from './score-other.js';
import { TASK_KINDS, taskKindOf } from './task-kinds.js';
import { contentWords, RUBRIC_WORDS, sentences } from './text.js';

/**
 * The suggested rewrite: the learner's own content, reorganised into the order the course
 * teaches and completed with short [placeholders] for what is missing. Never the original plus a
 * block of generic lines, and a quick question stays a quick question.
 */

const PLACEHOLDER: Record<string, string> = {
  role: 'You are [a role, e.g. an experienced copywriter for small businesses].',
  context: 'Context: [who you are and the situation, in one or two sentences].',
  task: 'Task: [what to produce and about what, starting with a verb].',
  audience: 'Audience: [who will read it].',
  format: 'Format: [the shape, e.g. 3 bullet points or an email with a subject line].',
  length: 'Length: [a size, e.g. about 100 to 150 words].',
  tone: 'Tone: [how it should sound, e.g. warm and plain-spoken].',
  constraints: 'Avoid: [what to leave out, e.g. jargon and made-up facts].',
  subject: '[Add details: what it looks like, where it is, what is around it.]',
  style: 'Style: [e.g. realistic photograph or watercolour illustration].',
  composition: 'Composition: [e.g. close-up, subject on the left, space for text on the right].',
  lighting: 'Lighting: [e.g. warm morning sunlight].',
};

const FIELD_LABEL: Partial<Record<PartKey, string>> = {
  context: 'Context',
  task: 'Task',
  audience: 'Audience',
  format: 'Format',
  length: 'Length',
  tone: 'Tone',
  criteria: 'Success criteria',
  examples: 'Examples',
  constraints: 'Constraints',
};
/** The rewrite's order of parts: who, the situation, the task, then how the answer should look. */
const GROUPS = PART_KEYS;

/** Vague words become a bracket asking for the concrete thing. */
export function sharpen(text: string): string {
  return text
    .replace(
      /\bmake (it|this|them) (?:better|good|nice|great|pop|cool|interesting|awesome|amazing|perfect)\b/gi,
      'make $1 [what better means, e.g. shorter or friendlier]',
    )
    .replace(
      /\b(?:something|anything)(?:\s+(?:good|nice|great|cool|interesting|catchy))?\b(?!\s+(?:like|such as))/gi,
      '[what exactly]',
    )
    .replace(/\b(?:some |my |our |the )?stuff\b/gi, '[which things]')
    .replace(/\bwhatever\b/gi, '[what exactly]')
    .replace(/,?\s*\betc\b\.?/gi, ' [and what else]');
}

/** Obvious typos of beginners, tidied in the rewrite (issue 29): a small list, whole words only. */
const TYPOS: Record<string, string> = {
  staf: 'staff',
  recieve: 'receive',
  recieved: 'received',
  teh: 'the',
  wich: 'which',
  untill: 'until',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  seperate: 'separate',
  definately: 'definitely',
  accomodation: 'accommodation',
  occured: 'occurred',
  adress: 'address',
  buisness: 'business',
  bussiness: 'business',
  freind: 'friend',
  becuase: 'because',
  beacuse: 'because',
  thier: 'their',
  whats: "what's",
  dont: "don't",
  doesnt: "doesn't",
  pls: 'please',
  plz: 'please',
  customres: 'customers',
  costumers: 'customers',
  newsleter: 'newsletter',
  reciept: 'receipt',
  apologise: 'apologise',
  wensday: 'Wednesday',
  wednesdy: 'Wednesday',
  febuary: 'February',
  calender: 'calendar',
  managment: 'management',
  enviroment: 'environment',
  goverment: 'government',
  resturant: 'restaurant',
  restaraunt: 'restaurant',
  begining: 'beginning',
  sucess: 'success',
  succesful: 'successful',
  neccessary: 'necessary',
  necessery: 'necessary',
};
/** Nouns that start with a vowel sound: "a email" becomes "an email". */
const AN_NOUNS =
  'email|e-mail|invoice|update|offer|apology|advert|article|agenda|answer|event|essay|ad|announcement|introduction|order|outline|overview|image|idea|estimate|itinerary|opening|instagram|online|open|easy|hour|honest|important|informal|official|urgent|excellent|eye-catching|interesting|old|older';
const A_BEFORE_VOWEL = new RegExp(`\\b([Aa]) (?=(?:${AN_NOUNS})\\b)`, 'g');

/** The learner's words with obvious typos tidied: "rite a email to my staf" → "write an email to my staff". */
export function tidy(text: string): string {
  return text
    .replace(/\b([Rr])ite (?=(?:a|an|the|me|my|our|some|to|up)\b)/g, (_m, r: string) => `${r === 'R' ? 'W' : 'w'}rite `)
    .replace(/\b[A-Za-z]+\b/g, (w) => {
      const fixed = TYPOS[w.toLowerCase()];
      if (!fixed) return w;
      return /^[A-Z]/.test(w) ? fixed[0].toUpperCase() + fixed.slice(1) : fixed;
    })
    .replace(A_BEFORE_VOWEL, (_m, a: string) => `${a}n `);
}

const DETERMINER = /^(?:a|an|the|my|our|your|his|her|their|one|some|someone|somebody|\d)\b/i;
/** "marketing consultant" → "You are a marketing consultant."; "You are a baker. You are a baker" once. */
export function roleLine(text: string): string {
  const said = [
    ...new Set(
      sentences(text)
        .map((s) =>
          s
            .replace(/^(?:(?:you are|you're|act as|acting as|as|be)\s+)+/i, '')
            .replace(/[.\s]+$/, '')
            .trim(),
        )
        .filter(Boolean),
    ),
  ];
  let role = said.join('. ') || text.trim();
  if (!DETERMINER.test(role) && /^[a-z]/.test(role) && !/^\w+s\b(?! \w)/.test(role))
    role = `${/^(?:[aeio]|u(?!ni|se|su))/i.test(role) ? 'an' : 'a'} ${role}`;
  return `You are ${role}.`;
}

/** Lesson 4's move for a big job described in a few words. */
export const ASK_FIRST = 'Before you start, ask me any questions you need answered, one at a time.';
const BIG_JOB =
  /\b(?:business plan|marketing (?:plan|strategy)|strategy|website|brand(?:ing)?|book|novel|course|programme|program|training|finances|grow|launch|app|campaign|curriculum)\b/i;

const EXACT = /\bexactly\s+(\d+)\s+(words?|characters?|chars|sentences?|lines)\b/gi;
const relaxCounts = (text: string) =>
  text.replace(EXACT, (_m, n: string, unit: string) => `roughly ${Math.round(Number(n) * 0.8)} to ${n} ${unit}`);

const primaryOf = (s: Segment): PartKey => s.label ?? GROUPS.find((g) => s.cues.some((c) => c.key === g)) ?? 'context';
const stuffed = (s: Segment) =>
  contentWords(s.text).length > 0 && contentWords(s.text).every((w) => RUBRIC_WORDS.has(w));

function honestTask(guards: GuardHit[]): string[] {
  const lines: string[] = [];
  if (
    guards.some(
      (g) => g.id === 'invented-content' && g.found.some((f) => /review|testimonial|rating|endorsement/.test(f)),
    )
  )
    lines.push('Write a short, friendly message asking customers who bought [product] to leave an honest review.');
  if (
    guards.some(
      (g) => g.id === 'invented-content' && g.found.some((f) => !/review|testimonial|rating|endorsement/.test(f)),
    )
  )
    lines.push(
      'Suggest what kinds of figures would support this and where I could find real ones; do not invent any numbers.',
    );
  if (guards.some((g) => g.id === 'health-claims'))
    lines.push(
      'Describe [product] honestly: what it is, what is in it and how to use it, without saying it cures, treats or prevents any condition.',
    );
  return lines;
}

function rewriteTask(p: ParsedPrompt, missing: string[], guards: GuardHit[]): string[] {
  const task = (p.parts.get('task') ?? []).join(' ') || p.own;
  // The shape and size that fit this task (a newsletter, a complaint, a plan…): task-kinds.ts.
  const kind = taskKindOf(task);
  const dropped = new Set<Segment>();
  const honest = honestTask(guards);
  const jobs = guards.find((g) => g.id === 'unrelated-jobs')?.found ?? [];
  for (const s of p.segments) {
    if (stuffed(s) && guards.some((g) => g.id === 'keyword-stuffing')) dropped.add(s);
    if (honest.length && primaryOf(s) === 'task') dropped.add(s);
    if (jobs.length > 1 && !s.text.includes(jobs[0]) && jobs.slice(1).some((job) => s.text.includes(job)))
      dropped.add(s);
  }
  const lines: string[] = [];
  for (const group of GROUPS) {
    const members = p.segments.filter((s) => !dropped.has(s) && primaryOf(s) === group);
    const prose = members.filter((s) => !s.listItem);
    const said = (list: Segment[]) => list.map((s) => tidy(sharpen(relaxCounts(s.text)))).join(' ');
    if (group === 'role' && prose.length) lines.push(roleLine(said(prose)));
    else if (p.source === 'fields' && prose.length) lines.push(`${FIELD_LABEL[group]}: ${said(prose)}`);
    else if (prose.length) {
      const labelled = prose.filter((s) => s.label);
      const plain = prose.filter((s) => !s.label);
      if (labelled.length) lines.push(`${FIELD_LABEL[group]}: ${said(labelled)}`);
      if (plain.length) lines.push(said(plain));
    }
    members.filter((s) => s.listItem).forEach((s, i) => lines.push(`${i + 1}. ${tidy(sharpen(relaxCounts(s.text)))}`));
    if (group === 'task' && honest.length) lines.push(...honest);
    else if (group === 'constraints') continue;
    else if ((group === 'format' || group === 'length') && missing.includes(group) && kind)
      lines.push(group === 'format' ? `Format: ${kind.format}.` : `Length: ${kind.length}.`);
    else if (missing.includes(group) && !(group === 'task' && members.length)) lines.push(PLACEHOLDER[group]);
    if (group === 'length' && guards.some((g) => g.id === 'contradictory-length'))
      lines.push('Length: [pick one length, e.g. about 150 words].');
  }
  if (!honest.length && BIG_JOB.test(task) && contentWords(p.own).length < 15) lines.push(ASK_FIRST);
  if (honest.length) lines.push('Do not invent reviews, statistics or health claims.');
  if (guards.some((g) => g.id === 'unchecked-facts'))
    lines.push('Do not invent numbers or sources; if you are not sure something exists, say so.');
  return onceEach(lines);
}

const LABEL_WORDS = [...new Set(Object.values(FIELD_LABEL))].join('|');
/** A section's label typed again inside it ("Context: we are a cafe. Context: busy on Fridays"): said once, at the start. */
const INNER_LABEL = new RegExp(`\\b(${LABEL_WORDS}|Background|Situation|Your task|Target audience):\\s*`, 'gi');
const withoutInnerLabel = (line: string, label: string) =>
  line.replace(INNER_LABEL, (m, name: string) =>
    name.toLowerCase() === label.toLowerCase() ||
    (label === 'Context' && /^(?:background|situation)$/i.test(name)) ||
    (label === 'Audience' && /^target audience$/i.test(name)) ||
    (label === 'Task' && /^your task$/i.test(name))
      ? ''
      : m,
  );

/** Each labelled section once: a second "Context:" line joins the first, and a label typed inside a section goes. */
function onceEach(lines: string[]): string[] {
  const out: string[] = [];
  const at = new Map<string, number>();
  for (const raw of lines) {
    const label = /^([A-Z][a-z]+(?: [a-z]+)?):\s/.exec(raw)?.[1];
    const line = label ? `${label}: ${withoutInnerLabel(raw.slice(label.length + 2), label)}` : raw;
    const seen = label === undefined ? undefined : at.get(label);
    if (label === undefined || seen === undefined) {
      if (label !== undefined) at.set(label, out.length);
      out.push(line);
    } else if (!/^\S+:\s\[/.test(line)) {
      out[seen] = /:\s\[/.test(out[seen])
        ? line
        : `${out[seen].replace(/[.\s]*$/, '.')} ${line.slice(label.length + 2)}`;
    }
  }
  return out;
}

function rewriteFollowUp(p: ParsedPrompt): string[] {
  const { concrete, rough, keeps } = followUpChanges(p);
  const opener = /^(?:good|great|thanks|thank you|nice|close|almost)\b[^.!]*[.!]/i.exec(p.own.trim())?.[0];
  const changes = [...concrete, ...rough.map((r) => `${r.replace(/[.\s]+$/, '')} [by how much, or to what?]`)];
  const items = changes.length
    ? changes
    : [
        '[what to change, e.g. shorten it to under 100 words]',
        '[what to replace, e.g. the jargon, with plain English]',
      ];
  return [
    `${opener ? `${opener} ` : ''}Please make ${items.length === 1 ? 'this change' : 'these changes'}:`,
    ...items.map((c, i) => `${i + 1}. ${sharpen(c.replace(/^please\s+/i, '').replace(/^\w/, (l) => l.toUpperCase()))}`),
    keeps.length
      ? keeps.map((k) => k.replace(/^\w/, (l) => l.toUpperCase())).join(' ')
      : 'Keep [what already works, e.g. the friendly tone].',
  ];
}

function rewriteImage(p: ParsedPrompt, missing: string[]): string[] {
  const all = sentences(p.own.replace(/\n/g, ' '));
  const [first = '', ...rest] = all;
  const lines = [
    `${sharpen(first)}${missing.includes('subject') ? ` ${PLACEHOLDER.subject}` : ''}`.trim(),
    ...rest.map(sharpen),
  ];
  for (const part of ['style', 'composition', 'lighting']) if (missing.includes(part)) lines.push(PLACEHOLDER[part]);
  return lines.filter(Boolean);
}

export function rewritePrompt(p: ParsedPrompt, kind: PromptKind, missing: string[], guards: GuardHit[]): string {
  let lines: string[];
  if (kind === 'question') lines = [p.own.trim()];
  else if (kind === 'follow-up') lines = rewriteFollowUp(p);
  else if (kind === 'image') lines = rewriteImage(p, missing);
  else if (!p.english) lines = p.segments.map((s) => (s.listItem ? `- ${s.text}` : s.text));
  else lines = rewriteTask(p, missing, guards);
  const material = p.material.filter((m) => m.text.trim()).map((m) => `"""\n${m.text.trim()}\n"""`);
  return maskPersonalData([...lines, ...material].join('\n')).trim();
}

/**
 * Every word the rewrite can add of its own (labels, placeholders, the formats and lengths that fit
 * a task, the honest versions, typo fixes): with the learner's prompt and answers, all a rewrite
 * built in the browser can hold. Run both checks a rewrite it did not make against these.
 */
export const REWRITE_WORDS = [
  ...Object.values(PLACEHOLDER),
  ...Object.values(FIELD_LABEL),
  ...Object.values(TYPOS),
  ...TASK_KINDS.flatMap((k) => [`Format: ${k.format}.`, `Length: ${k.length}.`]),
  ...honestTask([
    { id: 'invented-content', cap: 'D', message: '', found: ['reviews', 'statistics'] },
    { id: 'health-claims', cap: 'D', message: '', found: [] },
  ]),
  ASK_FIRST,
  'You are a an. Task: roughly to. Length: [pick one length, e.g. about 150 words].',
  sharpen('make it better something stuff whatever etc'),
  'Please make this change these changes: [by how much, or to what?] Keep [what already works, e.g. the friendly tone].',
  '[what to change, e.g. shorten it to under 100 words] [what to replace, e.g. the jargon, with plain English]',
  'Do not invent reviews, statistics or health claims.',
  'Do not invent numbers or sources; if you are not sure something exists, say so.',
].join('\n');

import type { CoachFormValues } from '../contracts/coach.js';
import { COACH_PERSONAS } from '../coach-prompt.js';
import { COACH_OUTPUT_LENGTHS } from '../domain/coach.js';
import { cuesOf, type Cue, type PartKey } from './cues.js';
import { contentWords, isEnglish, sentences } from './text.js';

export interface Segment {
  text: string;
  /** The part a label or form field gave this text ("Context:", the Goal field), if any. */
  label: PartKey | null;
  listItem: boolean;
  cues: Cue[];
}

export interface Material {
  text: string;
  /** Between """, ###, ``` or tags, so the AI can tell it from the instructions. */
  delimited: boolean;
}

/** A prompt taken apart: what the learner wrote for each part, with labels and our own words removed. */
export interface ParsedPrompt {
  source: 'fields' | 'text';
  english: boolean;
  /** The learner's own instructions (no labels, no persona phrase of ours, no pasted material). */
  own: string;
  /** Everything the learner typed or pasted: personal data and placeholders are looked for here. */
  full: string;
  /** The learner's own words before filler was taken out (every field, or the text outside pasted material): the harm guard reads these. */
  asked?: string;
  segments: Segment[];
  parts: Map<PartKey, string[]>;
  /** Form fields that hold no real words ("x", "asdf"). */
  emptyFields: Array<{ field: string; value: string }>;
  material: Material[];
  layout: { lines: number; labels: number; listItems: number };
  imageTarget: boolean;
  /** The form's output-length choice, as its label. */
  outputLength: string;
}

const LABELS: Record<string, PartKey | 'material'> = {
  role: 'role',
  'your role': 'role',
  persona: 'role',
  'expertise areas': 'role',
  expertise: 'role',
  'act as': 'role',
  context: 'context',
  background: 'context',
  situation: 'context',
  'about me': 'context',
  'about us': 'context',
  'information about user': 'context',
  'information about me': 'context',
  'my business': 'context',
  details: 'context',
  facts: 'context',
  task: 'task',
  'your task': 'task',
  goal: 'task',
  objective: 'task',
  request: 'task',
  'core prompt': 'task',
  instructions: 'task',
  instruction: 'task',
  question: 'task',
  questions: 'task',
  'now write': 'task',
  job: 'task',
  'what i need': 'task',
  audience: 'audience',
  'target audience': 'audience',
  readers: 'audience',
  'who it is for': 'audience',
  format: 'format',
  'response format': 'format',
  'output format': 'format',
  structure: 'format',
  layout: 'format',
  output: 'format',
  length: 'length',
  'word count': 'length',
  tone: 'tone',
  voice: 'tone',
  style: 'tone',
  'tone of voice': 'tone',
  'how to respond': 'tone',
  examples: 'examples',
  example: 'examples',
  sample: 'examples',
  samples: 'examples',
  'success criteria': 'criteria',
  criteria: 'criteria',
  'a good answer': 'criteria',
  'must include': 'criteria',
  'response guidelines': 'criteria',
  guidelines: 'criteria',
  requirements: 'criteria',
  constraints: 'constraints',
  constraint: 'constraints',
  avoid: 'constraints',
  rules: 'constraints',
  limits: 'constraints',
  "don't": 'constraints',
  'do not': 'constraints',
  text: 'material',
  notes: 'material',
  'the text': 'material',
  data: 'material',
  email: 'material',
  transcript: 'material',
};
// Linear (issue 27, H-1): the label ends on a non-space and no two `\s*` meet, so a run of spaces
// is never split in more than one way (three adjacent `\s*` took seconds on a line of spaces).
const LABEL_LINE =
  /^\s*(?:[-*•]\s*)?(?:\*\*|__|#+\s*)?(\p{L}(?:[\p{L}\d '’&/()-]{0,39}[\p{L}\d'’&/()-])?)\s*(?:(?:\*\*|__)\s*)?:\s*(?:(?:\*\*|__)\s*)?(.*)$/u;
const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;
const DELIMITED = [
  /"""([\s\S]*?)"""/g,
  /'''([\s\S]*?)'''/g,
  /```[\w-]*\n?([\s\S]*?)```/g,
  /^[ \t]*###[ \t]*$\n?([\s\S]*?)^[ \t]*###[ \t]*$/gm,
  /<[a-z]+>([\s\S]*?)<\/[a-z]+>/gi,
];
/** A greeting inside the instructions is where a pasted message begins ("…in 3 bullet points Hi team, quick update…"). */
const PASTED = /(?:^|\s)(?:Hi|Hello|Dear|Hey|Good morning)\s+\p{L}+,/u;

/** A Markdown heading on a line of its own ("## Role", "**Task**"): the lines under it are that section. */
const HEADING_LINE =
  /^\s*(?:#{1,6}[ \t]*|\*\*|__)(\p{L}[\p{L} '’&/-]{0,39})(?:\*\*|__)?[ \t]*:?[ \t]*(?:\*\*|__)?[ \t]*$/u;

function labelOf(line: string): { key: PartKey | 'material'; rest: string } | null {
  const heading = HEADING_LINE.exec(line);
  if (heading) {
    const key = LABELS[heading[1].toLowerCase().replace(/\s+/g, ' ').trim()];
    if (key) return { key, rest: '' };
  }
  const m = LABEL_LINE.exec(line);
  if (!m) return null;
  const name = m[1]
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const key = LABELS[name] ?? (/^examples? \d+$/.test(name) ? 'examples' : undefined);
  return key ? { key, rest: m[2] } : null;
}

const hasWords = (text: string) => contentWords(text).length > 0;

type Raw = { text: string; label: PartKey | 'material' | null; listItem: boolean; cueing: boolean };

/**
 * Bounded work (issue 27, H-1): each sentence is read by some thirty patterns, so 8,000 characters
 * of one-word lines took half a second. Past MAX_SENTENCES the sentences are read as one; a prompt
 * of the course has a few dozen (8,000 characters of real prose are about a hundred).
 */
const MAX_SENTENCES = 300;
function capped(raw: Raw[]): Raw[] {
  const kept: Raw[] = [];
  let read = 0;
  let overflow: Raw | null = null;
  for (const r of raw) {
    if (!r.cueing || read < MAX_SENTENCES) {
      if (r.cueing) read += 1;
      kept.push(r);
    } else if (overflow) overflow.text += ` ${r.text}`;
    else kept.push((overflow = { ...r }));
  }
  return kept;
}

function build(
  source: ParsedPrompt['source'],
  all: Raw[],
  extra: Omit<ParsedPrompt, 'source' | 'english' | 'own' | 'segments' | 'parts'>,
): ParsedPrompt {
  const english = isEnglish(
    all
      .filter((r) => r.label !== 'material')
      .map((r) => r.text)
      .join(' '),
  );
  const raw = capped(all);
  const segments: Segment[] = [];
  const material = [...extra.material];
  // With a labelled task, instructions in other sections refine it rather than add tasks.
  const taskLabelled = raw.some((r) => r.label === 'task');
  for (const r of raw) {
    if (r.label === 'material') {
      if (r.text.trim()) material.push({ text: r.text, delimited: true });
      continue;
    }
    const cues: Cue[] = [];
    if (r.label && hasWords(r.text)) cues.push({ key: r.label, text: r.text });
    if (english && r.cueing)
      for (const cue of cuesOf(r.text))
        if (cue.key !== r.label && !(cue.key === 'task' && taskLabelled && r.label)) cues.push(cue);
    segments.push({ text: r.text, label: r.label, listItem: r.listItem, cues });
  }
  const parsed = { ...extra, material, source, english, own: '', segments, parts: new Map<PartKey, string[]>() };
  return withoutSegments(parsed, () => false);
}

/** The same prompt without some segments (their parts and words no longer count). */
export function withoutSegments(p: ParsedPrompt, drop: (s: Segment) => boolean): ParsedPrompt {
  const segments = p.segments.filter((s) => !drop(s));
  const parts = new Map<PartKey, string[]>();
  for (const s of segments)
    for (const c of s.cues) if (hasWords(c.text)) parts.set(c.key, [...(parts.get(c.key) ?? []), c.text]);
  return { ...p, segments, parts, own: segments.map((s) => s.text).join('\n') };
}

const FIELDS: Array<[keyof CoachFormValues, string, PartKey, boolean]> = [
  ['role', 'Role', 'role', false],
  ['context', 'Context', 'context', true],
  ['goal', 'Goal', 'task', true],
  ['targetAudience', 'Target audience', 'audience', false],
  ['format', 'Format', 'format', true],
  ['successCriteria', 'Success criteria', 'criteria', true],
  ['examples', 'Examples', 'examples', true],
  ['constraints', 'Constraints', 'constraints', true],
];

/** The form's fields, each one the part it asks for; a field of junk counts as empty. */
export function parseFields(form: CoachFormValues): ParsedPrompt {
  const raw: Array<{ text: string; label: PartKey | null; listItem: boolean; cueing: boolean }> = [];
  const emptyFields: ParsedPrompt['emptyFields'] = [];
  for (const [key, field, part, cueing] of FIELDS) {
    const value = String(form[key] ?? '').trim();
    if (!value) continue;
    if (!hasWords(value)) emptyFields.push({ field, value });
    else
      for (const sentence of cueing ? sentences(value) : [value])
        raw.push({ text: sentence, label: part, listItem: false, cueing });
  }
  if (form.tone) raw.push({ text: form.tone, label: 'tone', listItem: false, cueing: false });
  const outputLength = form.outputLength ? COACH_OUTPUT_LENGTHS.find((o) => o.value === form.outputLength)!.label : '';
  if (outputLength) raw.push({ text: outputLength, label: 'length', listItem: false, cueing: false });
  const values = FIELDS.map(([key]) => String(form[key] ?? '')).filter(Boolean);
  return build('fields', raw, {
    full: values.join('\n'),
    emptyFields,
    material: [],
    layout: { lines: raw.length, labels: raw.length, listItems: 0 },
    imageTarget: form.aiModel === 'image',
    outputLength,
  });
}

/** Free text (the alias, or a prompt without fields): split into labelled sections, paragraphs, list items and sentences. */
export function parseText(prompt: string): ParsedPrompt {
  let text = prompt.replace(/\r\n?/g, '\n');
  for (const persona of Object.values(COACH_PERSONAS))
    text = text.split(`, acting as ${persona}`).join('').split(persona).join('');
  const written = /\(Written for ([^)]*)\.\)/.exec(text);
  text = text.replace(/\(Written for [^)]*\.\)/g, '');
  const material: Material[] = [];
  for (const pattern of DELIMITED) {
    text = text.replace(pattern, (_match, inner: string) => {
      material.push({ text: inner, delimited: true });
      return '\n';
    });
  }

  const raw: Array<{ text: string; label: PartKey | 'material' | null; listItem: boolean; cueing: boolean }> = [];
  let label: PartKey | 'material' | null = null;
  let paragraph: string[] = [];
  let labels = 0;
  let listItems = 0;
  const flush = () => {
    let joined = paragraph.join(' ').trim();
    paragraph = [];
    const pasted = label === null || label === 'task' || label === 'context' ? PASTED.exec(joined) : null;
    if (pasted) {
      material.push({ text: joined.slice(pasted.index).trim(), delimited: false });
      joined = joined.slice(0, pasted.index).trim();
    }
    if (label === 'material') raw.push({ text: joined, label, listItem: false, cueing: false });
    else for (const s of sentences(joined)) raw.push({ text: s, label, listItem: false, cueing: true });
  };
  const lines = text.split('\n');
  for (const line of lines) {
    if (!line.trim()) {
      flush();
      label = null;
      continue;
    }
    const labelled = labelOf(line);
    if (!labelled && label && label !== 'material' && LABEL_LINE.test(line)) {
      // "Company name: [company name]" inside a section: a line of its own, not part of a paragraph.
      flush();
      raw.push({ text: line.trim(), label, listItem: false, cueing: true });
    } else if (labelled) {
      flush();
      labels += 1;
      label = labelled.key;
      if (labelled.rest.trim()) paragraph.push(labelled.rest);
    } else if (LIST_ITEM.test(line)) {
      flush();
      listItems += 1;
      raw.push({ text: line.replace(LIST_ITEM, '').trim(), label, listItem: true, cueing: true });
    } else paragraph.push(line.trim());
  }
  flush();
  return build('text', raw, {
    full: prompt,
    emptyFields: [],
    material,
    layout: {
      lines: lines.filter((l) => l.trim()).length,
      labels: labels || lines.filter((l) => /^\s*[\p{L}][\p{L} ]{1,25}\s*:/u.test(l)).length,
      listItems,
    },
    imageTarget: Boolean(written && /image/i.test(written[1])),
    outputLength: '',
  });
}

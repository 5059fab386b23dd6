// '@ai4n/shared/coach-prompt': only Prompt Coach (and the server) compose and read its prompts, so it stays out of the main entry and the site-wide chunk.
import type { CoachForm, CoachFormValues } from './contracts/coach.js';
import { COACH_OUTPUT_LENGTHS, COACH_TARGET_MODELS, COACH_TONES } from './domain/coach.js';
import { parsePromptText, PROMPT_SECTION_HEADINGS, type PromptSections } from './prompt-text.js';

/** The coach form with nothing typed: the defaults a new draft starts from. */
export const EMPTY_COACH_FORM: CoachForm = {
  goal: '',
  role: '',
  context: '',
  targetAudience: '',
  tone: '',
  format: '',
  outputLength: '',
  difficulty: 'intermediate',
  aiModel: 'gemini',
  aiModelChosen: false,
  successCriteria: '',
  examples: '',
  constraints: '',
};

export const COACH_PERSONAS: Record<CoachFormValues['difficulty'], string> = {
  beginner: 'a patient, encouraging expert who explains everything in plain language',
  intermediate: 'an experienced professional who gives practical, well-structured answers',
  advanced: 'a world-class specialist who goes into depth, nuance and trade-offs',
};

/**
 * The prompt the coach analyses: a role-playing instruction composed from the form. The
 * difficulty changes the persona phrase.
 */
export function composeCoachPrompt(form: CoachFormValues): string {
  const lines = [
    `You are ${form.role.trim()}, acting as ${COACH_PERSONAS[form.difficulty]}.`,
    '',
    `Context: ${form.context.trim()}`,
    `Your task: ${form.goal.trim()}`,
    `Audience: ${form.targetAudience.trim()}`,
  ];
  if (form.tone) lines.push(`Tone: ${form.tone}`);
  if (form.format.trim()) lines.push(`Format: ${form.format.trim()}`);
  if (form.outputLength)
    lines.push(`Length: ${COACH_OUTPUT_LENGTHS.find((o) => o.value === form.outputLength)!.label}`);
  if (form.successCriteria.trim()) lines.push(`Success criteria: ${form.successCriteria.trim()}`);
  if (form.examples.trim()) lines.push(`Examples: ${form.examples.trim()}`);
  if (form.constraints.trim()) lines.push(`Constraints: ${form.constraints.trim()}`);
  // The target model is named only when the learner chose it (decision 0027).
  if (form.aiModelChosen && form.aiModel !== 'general')
    lines.push(`(Written for ${COACH_TARGET_MODELS.find((m) => m.value === form.aiModel)!.label}.)`);
  return lines.join('\n');
}

type TextField =
  'goal' | 'role' | 'context' | 'targetAudience' | 'format' | 'successCriteria' | 'examples' | 'constraints';
type Label = TextField | 'tone' | 'outputLength';

/** The labels composeCoachPrompt writes (first), and a few plain alternatives a rewrite may use. */
const LABELS: Array<[Label, string[]]> = [
  ['role', ['role']],
  ['context', ['context']],
  ['goal', ['your task', 'task', 'goal']],
  ['targetAudience', ['audience', 'target audience']],
  ['tone', ['tone']],
  ['format', ['format']],
  ['outputLength', ['length', 'output length']],
  ['successCriteria', ['success criteria']],
  ['examples', ['examples', 'example']],
  ['constraints', ['constraints']],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LABEL_LINE = new RegExp(
  `^(${LABELS.flatMap(([, names]) => names)
    .sort((a, b) => b.length - a.length)
    .join('|')}):[ \\t]*(.*)$`,
  'i',
);
const PERSONA_LINE = new RegExp(
  `^You are (.+), acting as (${Object.values(COACH_PERSONAS).map(escape).join('|')})\\.$`,
);
const WRITTEN_FOR = /^\(Written for (.+)\.\)$/;
const GALLERY_HEADING = new RegExp(`^(${PROMPT_SECTION_HEADINGS.map(([, h]) => h).join('|')}):\\s*$`, 'm');

const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');

/**
 * The coach form from a gallery prompt's sections (prompt-text.ts): the core prompt is the goal,
 * the guidelines join the constraints, the details about the user join the context.
 */
export function coachFormFromSections(sections: PromptSections): CoachForm {
  return {
    ...EMPTY_COACH_FORM,
    goal: sections.corePrompt.trim(),
    role: sections.role.trim().replace(/^you are\s+/i, ''),
    context: joined(sections.context, sections.userInfo),
    format: sections.responseFormat.trim(),
    successCriteria: sections.criteria.trim(),
    examples: sections.examples.trim(),
    constraints: joined(sections.responseGuidelines, sections.constraints),
  };
}

/**
 * The inverse of composeCoachPrompt: the form its labelled sections came from. A gallery prompt's
 * 'HEADING:' sections are read too; a text with no recognisable section is all goal.
 */
export function parseCoachPrompt(text: string): CoachForm {
  if (GALLERY_HEADING.test(text)) return coachFormFromSections(parsePromptText(text));
  const lines = text.split(/\r?\n/);
  const form: CoachForm = { ...EMPTY_COACH_FORM };
  const found: Partial<Record<Label, string[]>> = {};
  const loose: string[] = [];
  let current: string[] = loose;
  let composed = false;
  lines.forEach((line, index) => {
    const persona = index === 0 ? PERSONA_LINE.exec(line.trim()) : null;
    if (persona) {
      composed = true;
      form.role = persona[1].trim();
      form.difficulty = (Object.keys(COACH_PERSONAS) as Array<CoachFormValues['difficulty']>).find(
        (d) => COACH_PERSONAS[d] === persona[2],
      )!;
      current = [];
      return;
    }
    const model = WRITTEN_FOR.exec(line.trim());
    const target = model && COACH_TARGET_MODELS.find((m) => m.label === model[1]);
    if (target) {
      form.aiModel = target.value;
      form.aiModelChosen = true;
      current = [];
      return;
    }
    const labelled = LABEL_LINE.exec(line.trim());
    if (labelled) {
      const name = labelled[1].toLowerCase();
      const key = LABELS.find(([, names]) => names.includes(name))![0];
      current = found[key] = [labelled[2]];
      return;
    }
    current.push(line);
  });
  if (!composed && !Object.keys(found).length) return { ...form, goal: text.trim() };
  const value = (key: Label) => (found[key] ?? []).join('\n').trim();
  const extra: string[] = [];
  for (const [key] of LABELS) {
    if (key === 'tone') {
      const tone = value('tone');
      const known = COACH_TONES.find((t) => t === tone.toLowerCase());
      if (known) form.tone = known;
      else if (tone) extra.push(`Tone: ${tone}`);
    } else if (key === 'outputLength') {
      const length = value('outputLength');
      const known = COACH_OUTPUT_LENGTHS.find(
        (o) => o.label.toLowerCase() === length.toLowerCase() || o.value === length.toLowerCase(),
      );
      if (known) form.outputLength = known.value;
      else if (length) extra.push(`Length: ${length}`);
    } else if (found[key]) form[key] = value(key);
  }
  // Text outside any section (before the first label) is the goal when there is none, else more context.
  const rest = loose.join('\n').trim();
  if (rest && !form.goal) form.goal = rest;
  else if (rest) form.context = joined(rest, form.context ?? '');
  // A tone or length the form cannot choose stays with the constraints, not lost.
  if (extra.length) form.constraints = joined(form.constraints ?? '', ...extra);
  return form;
}

import { COACH_PERSONAS, gradeForClarity, type CoachFeedback } from '@ai4n/shared';

interface Check {
  key: string;
  found: RegExp;
  strength: string;
  weakness: string;
  placeholder: string;
  label: string;
}

/** The rubric: what a complete prompt names, and what to add when it does not. */
export const RUBRIC: Check[] = [
  { key: 'role', label: 'Role', found: /\b(you are|act as|acting as|as an? [a-z]+ (expert|specialist|manager|writer|coach|consultant))\b/i, strength: 'It gives the AI a clear role to play.', weakness: 'No role: start with "You are a [job title] who [specialism]" so the AI answers as an expert.', placeholder: 'You are a [job title] with experience in [field].' },
  { key: 'context', label: 'Context', found: /\b(context|background|situation|we are|i am|i run|our (company|business|team))\b/i, strength: 'It explains the situation, so the AI does not have to guess.', weakness: 'Little context: add who you are and what situation this is for (one or two sentences).', placeholder: '[One or two sentences about your business and situation.]' },
  { key: 'task', label: 'Task', found: /\b(task|write|create|draft|summari[sz]e|explain|list|plan|analy[sz]e|suggest|generate|rewrite|compare)\b/i, strength: 'It states the task with a clear action verb.', weakness: 'The task is unclear: say exactly what to produce with an action verb ("Write…", "List…").', placeholder: '[Write / List / Explain] [what you want].' },
  { key: 'audience', label: 'Audience', found: /\b(audience|readers?|customers?|clients?|beginners?|students?|members?|users?|visitors?|for (my|our|new|busy))\b/i, strength: 'It names the audience, which sets the vocabulary and depth.', weakness: 'No audience: say who will read the answer (e.g. "busy parents who are new to yoga").', placeholder: 'Audience: [who will read it].' },
  { key: 'format', label: 'Format', found: /\b(format|bullets?|bullet points?|table|list|headings?|json|steps?|outline|paragraphs?|markdown|subject line)\b/i, strength: 'It asks for a specific format.', weakness: 'No format: ask for the shape you want (e.g. "5 bullet points" or "a short email with a subject line").', placeholder: 'Format: [e.g. 5 bullet points / an email with a subject line].' },
  { key: 'length', label: 'Length', found: /\b(\d+\s*(words?|sentences?|bullets?|paragraphs?|points?|items?)|length|brief|short|concise|detailed|one page)\b/i, strength: 'It sets a length, so the answer will not ramble.', weakness: 'No length: add a limit such as "under 150 words" or "3 short paragraphs".', placeholder: 'Length: [e.g. under 150 words].' },
  { key: 'tone', label: 'Tone', found: /\b(tone|friendly|formal|casual|professional|warm|enthusiastic|authoritative|conversational|playful)\b/i, strength: 'It sets a tone of voice.', weakness: 'No tone: say how it should sound (e.g. "warm and plain-spoken").', placeholder: 'Tone: [e.g. friendly and professional].' },
  { key: 'examples', label: 'Examples', found: /\b(examples?|for instance|such as|like this|samples?)\b|e\.g\./i, strength: 'It includes an example, the fastest way to show what you want.', weakness: 'No example: paste one short sample of the style or output you like.', placeholder: 'Example of what I like: [paste a short sample].' },
  { key: 'criteria', label: 'Success criteria', found: /\b(success criteria|criteria|must include|should include|make sure|the goal is|so that|a good answer)\b/i, strength: 'It says what a good answer must achieve.', weakness: 'No success criteria: add what the answer must achieve (e.g. "ends with one clear call to action").', placeholder: 'A good answer: [what it must achieve].' },
  { key: 'constraints', label: 'Constraints', found: /\b(constraints?|avoid|do not|don't|never|without|no more than|only use|limit)\b/i, strength: 'It sets limits on what to avoid.', weakness: 'No constraints: add what to avoid (e.g. "no jargon, no made-up statistics").', placeholder: 'Avoid: [e.g. jargon, made-up facts].' },
];

const VAGUE = /\b(something|stuff|things?|good|nice|interesting|etc|some kind of|whatever)\b/gi;

const clamp = (n: number) => Math.max(1, Math.min(10, Math.round(n * 10) / 10));

/**
 * The built-in coach: grades with the transparent rubric above and writes a structured rewrite
 * that keeps what the prompt said and leaves [placeholders] for what is missing.
 */
export function offlineCoach(prompt: string): CoachFeedback {
  // The persona phrase of the composed prompt is ours, not the visitor's: it earns no points.
  const own = Object.values(COACH_PERSONAS).reduce((text, persona) => text.replace(persona, ''), prompt).replace(/\(Written for [^)]*\.\)/, '');
  const found = new Set(RUBRIC.filter((c) => c.found.test(own)).map((c) => c.key));
  const has = (k: string) => found.has(k);
  const words = own.split(/\s+/).filter(Boolean).length;
  const vague = (own.match(VAGUE) ?? []).length;
  const numbers = (own.match(/\d+/g) ?? []).length;
  const lines = own.split(/\n/).filter((l) => l.trim()).length;

  const clarity = clamp(3 + (has('role') ? 1.5 : 0) + (has('task') ? 2 : 0) + (has('audience') ? 1.5 : 0) + (has('context') ? 1 : 0) + (vague === 0 ? 1 : -Math.min(2, vague * 0.5)) + (words >= 25 ? 0.5 : 0));
  const specificity = clamp(2 + (has('length') ? 1.5 : 0) + (has('examples') ? 1.5 : 0) + (has('criteria') ? 1.5 : 0) + (has('constraints') ? 1 : 0) + (has('audience') ? 1 : 0) + Math.min(1.5, numbers * 0.5) + (words >= 60 ? 1 : words >= 30 ? 0.5 : 0) - Math.min(2, vague * 0.5));
  const structure = clamp(3 + (has('format') ? 2 : 0) + (lines >= 4 ? 2 : lines >= 2 ? 1 : 0) + (has('constraints') ? 1 : 0) + (has('tone') ? 1 : 0) + (has('role') ? 1 : 0));

  const strengths = RUBRIC.filter((c) => has(c.key)).map((c) => c.strength);
  if (vague === 0 && words >= 15) strengths.push('It avoids vague words such as "something" or "stuff".');
  const weaknesses = RUBRIC.filter((c) => !has(c.key)).map((c) => c.weakness);
  if (vague > 0) weaknesses.push('Vague words ("something", "stuff", "good"): replace each with the concrete thing you mean.');
  if (words < 20) weaknesses.push('Very short: a prompt under 20 words leaves the AI to guess; aim for 50 to 150 words.');

  const kept = prompt.trim();
  const additions = RUBRIC.filter((c) => !has(c.key)).map((c) => c.placeholder);
  const suggestedRewrite = additions.length ? `${kept}\n\n${additions.join('\n')}` : kept;
  const reason = additions.length
    ? `The rewrite keeps everything your prompt says and adds what was missing (${RUBRIC.filter((c) => !has(c.key))
        .map((c) => c.label.toLowerCase())
        .join(', ')}). Replace each [bracketed] part with your own details before you use it.`
    : 'Your prompt already covers every part of a strong prompt; the rewrite keeps it as it is. Try it, then refine the wording of the answer you get.';

  return {
    overallGrade: gradeForClarity(clarity),
    clarityScore: clarity,
    specificityScore: specificity,
    structureScore: structure,
    strengths: strengths.length ? strengths : ['It is a starting point you can build on.'],
    weaknesses,
    suggestedRewrite,
    reason,
  };
}

/** The feedback as the plain-text reply the spec's section reader understands. */
export function feedbackToText(f: CoachFeedback): string {
  return [
    `Clarity Score: ${f.clarityScore}/10`,
    `Specificity Score: ${f.specificityScore}/10`,
    `Structure Score: ${f.structureScore}/10`,
    '',
    'Strengths:',
    ...f.strengths.map((s) => `- ${s}`),
    '',
    'Weaknesses:',
    ...(f.weaknesses.length ? f.weaknesses.map((w) => `- ${w}`) : ['- None found.']),
    '',
    'Suggested Rewrite:',
    f.suggestedRewrite,
    '',
    `Reason for Rewrite: ${f.reason}`,
  ].join('\n');
}

import { splitList } from './lists.js';

/** The structured sections of a prompt's text, in the order the specs give (docs/spec/public-site.md section 3). */
export interface PromptSections {
  context: string;
  role: string;
  expertiseAreas: string[];
  responseGuidelines: string;
  userInfo: string;
  responseFormat: string;
  corePrompt: string;
  criteria: string;
  constraints: string;
  examples: string;
}

type TextSection = Exclude<keyof PromptSections, 'expertiseAreas'>;

export const PROMPT_SECTION_HEADINGS: Array<[TextSection, string]> = [
  ['context', 'CONTEXT'],
  ['role', 'ROLE'],
  ['responseGuidelines', 'RESPONSE GUIDELINES'],
  ['userInfo', 'INFORMATION ABOUT USER'],
  ['responseFormat', 'RESPONSE FORMAT'],
  ['corePrompt', 'CORE PROMPT'],
  ['criteria', 'CRITERIA'],
  ['constraints', 'CONSTRAINTS'],
  ['examples', 'EXAMPLES'],
];

const EXPERTISE = 'Expertise Areas';

export function emptySections(): PromptSections {
  return {
    context: '',
    role: '',
    expertiseAreas: [],
    responseGuidelines: '',
    userInfo: '',
    responseFormat: '',
    corePrompt: '',
    criteria: '',
    constraints: '',
    examples: '',
  };
}

/** Writes the sections as one text: 'HEADING:' lines, the role followed by its 'Expertise Areas:' line. */
export function composePromptText(sections: Partial<PromptSections>): string {
  const blocks: string[] = [];
  for (const [key, heading] of PROMPT_SECTION_HEADINGS) {
    const body = (sections[key] ?? '').trim();
    const expertise =
      key === 'role' && sections.expertiseAreas?.length ? `\n${EXPERTISE}: ${sections.expertiseAreas.join(', ')}` : '';
    if (body || expertise) blocks.push(`${heading}:\n${body}${expertise}`.trim());
  }
  return blocks.join('\n\n');
}

const HEADING_LINE = new RegExp(`^(${PROMPT_SECTION_HEADINGS.map(([, h]) => h).join('|')}):\\s*$`);

/** Reads the sections back out of a text written by composePromptText (or by hand in that shape). */
export function parsePromptText(text: string): PromptSections {
  const sections = emptySections();
  let current: TextSection | null = null;
  const lines: Record<string, string[]> = {};
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING_LINE.exec(line.trim());
    if (heading) {
      current = PROMPT_SECTION_HEADINGS.find(([, h]) => h === heading[1])![0];
      lines[current] = [];
      continue;
    }
    if (current === 'role' && line.startsWith(`${EXPERTISE}:`)) {
      sections.expertiseAreas = splitList(line.slice(EXPERTISE.length + 1));
      continue;
    }
    if (current) lines[current].push(line);
  }
  for (const [key] of PROMPT_SECTION_HEADINGS) sections[key] = (lines[key] ?? []).join('\n').trim();
  // A text without sections is all core prompt.
  if (!Object.keys(lines).length) sections.corePrompt = text.trim();
  return sections;
}

/** How long a placeholder's name may be: the coach's rewrites hint at the answer ("[the shape, e.g. 3 bullet points or …]"). */
export const PLACEHOLDER_NAME_MAX = 120;
const PLACEHOLDER = new RegExp(`\\[([^[\\]\\n]{1,${PLACEHOLDER_NAME_MAX}})\\]`, 'g');

/** Fill-in placeholders such as [company name], in order of first appearance. */
export function findPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1].trim()))];
}

/** The text with each placeholder given a value replaced by it; the others (and blank values) stay as they are. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    // Own keys only: "[constructor]" is a placeholder, not Object.prototype's.
    const value = Object.hasOwn(values, name.trim()) ? values[name.trim()] : undefined;
    return (typeof value === 'string' && value.trim()) || whole;
  });
}

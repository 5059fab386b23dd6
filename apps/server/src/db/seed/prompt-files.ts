import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PromptFileMetaSchema, PromptFileSectionsSchema, type PromptFileMeta, type PromptSections } from '@ai4n/shared';
import { REPO_ROOT } from '../../paths.js';

/** The curated content an editor keeps as files (docs/content.md). */
export const CONTENT_DIR = path.join(REPO_ROOT, 'content');

export interface PromptFile extends PromptFileMeta {
  /** The file's path below content/prompts, for messages. */
  file: string;
  sections: PromptSections;
}

/** The body's `## Heading` lines and the section each one fills. */
const SECTION_OF: Record<string, keyof PromptSections> = {
  context: 'context',
  role: 'role',
  'expertise areas': 'expertiseAreas',
  'response guidelines': 'responseGuidelines',
  'information about user': 'userInfo',
  'response format': 'responseFormat',
  'core prompt': 'corePrompt',
  criteria: 'criteria',
  constraints: 'constraints',
  examples: 'examples',
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** Reads one prompt file; throws with the file's name and what is wrong. */
export function parsePromptFile(source: string, file: string): PromptFile {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: no front matter (a --- block at the top)`);
  const meta = PromptFileMetaSchema.safeParse(parse(match[1]));
  if (!meta.success)
    throw new Error(`${file}: ${meta.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const raw: Record<string, string | string[]> = {};
  for (const block of match[2].split(/^## /m).slice(1)) {
    const [heading, ...lines] = block.split('\n');
    const key = SECTION_OF[heading.trim().toLowerCase()];
    if (!key) throw new Error(`${file}: unknown section "## ${heading.trim()}"`);
    if (key in raw) throw new Error(`${file}: "## ${heading.trim()}" appears twice`);
    const body = lines.join('\n').trim();
    raw[key] =
      key === 'expertiseAreas'
        ? body
            .split('\n')
            .map((l) => l.replace(/^\s*[-*]\s*/, '').trim())
            .filter(Boolean)
        : body;
  }
  const sections = PromptFileSectionsSchema.safeParse(raw);
  if (!sections.success)
    throw new Error(`${file}: ${sections.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const folder = path.basename(path.dirname(file));
  if (folder !== meta.data.category)
    throw new Error(`${file}: category "${meta.data.category}" is not its folder "${folder}"`);
  return { ...meta.data, file, sections: sections.data };
}

/** Every prompt file below `dir` (content/prompts), sorted by path so the order is stable. */
export function loadPromptFiles(dir = path.join(CONTENT_DIR, 'prompts')): PromptFile[] {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .sort();
  return files.map((f) => parsePromptFile(fs.readFileSync(path.join(dir, f), 'utf8'), f));
}

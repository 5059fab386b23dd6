import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
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

/** A zod failure as one line naming the file and each field that is wrong. */
export function fileError(file: string, error: z.ZodError): Error {
  return new Error(`${file}: ${error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

/** A content file's front matter, checked by `schema`, and its body; throws with the file's name. */
export function readFrontMatter<T extends z.ZodType>(
  source: string,
  file: string,
  schema: T,
): { meta: z.infer<T>; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: no front matter (a --- block at the top)`);
  let yaml: unknown;
  try {
    yaml = parse(match[1]);
  } catch (error) {
    throw new Error(`${file}: the front matter is not valid YAML: ${(error as Error).message}`);
  }
  const meta = schema.safeParse(yaml);
  if (!meta.success) throw fileError(file, meta.error);
  return { meta: meta.data, body: match[2] };
}

/** Reads one prompt file; throws with the file's name and what is wrong. */
export function parsePromptFile(source: string, file: string): PromptFile {
  const { meta, body } = readFrontMatter(source, file, PromptFileMetaSchema);
  const raw: Record<string, string | string[]> = {};
  for (const block of body.split(/^## /m).slice(1)) {
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
  if (!sections.success) throw fileError(file, sections.error);
  const folder = path.basename(path.dirname(file));
  if (folder !== meta.category) throw new Error(`${file}: category "${meta.category}" is not its folder "${folder}"`);
  return { ...meta, file, sections: sections.data };
}

/** Every prompt file below `dir` (content/prompts), sorted by path so the order is stable. */
export function loadPromptFiles(dir = path.join(CONTENT_DIR, 'prompts')): PromptFile[] {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .sort();
  return files.map((f) => parsePromptFile(fs.readFileSync(path.join(dir, f), 'utf8'), f));
}

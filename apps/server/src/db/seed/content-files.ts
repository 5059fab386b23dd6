import fs from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { parse } from 'yaml';
import type { z } from 'zod';
import {
  FaqFileListSchema,
  LessonFileMetaSchema,
  QuestionFileListSchema,
  type FaqFile,
  type LessonFileMeta,
  type QuestionFile,
} from '@ai4n/shared';
import { CONTENT_DIR, fileError, readFrontMatter } from './prompt-files.js';

/** A seeded lesson: its front matter, and its Markdown body rendered to HTML (prepareLesson sanitizes it). */
export interface LessonSeed extends LessonFileMeta {
  content: string;
}

// CommonMark with GitHub's tables; HTML blocks (the example, tip and exercise boxes) pass through
// as written, and the lesson sanitizer decides what is kept.
const markdown = new Marked({ gfm: true });

/** Renders a lesson's Markdown body to the HTML the site stores. */
export const renderLessonMarkdown = (body: string): string => markdown.parse(body, { async: false });

/** Reads one lesson file (NN-<slug>.md, NN its id); throws with the file's name and what is wrong. */
export function parseLessonFile(source: string, file: string): LessonSeed {
  const { meta, body } = readFrontMatter(source, file, LessonFileMetaSchema);
  const prefix = Number.parseInt(path.basename(file), 10);
  if (prefix !== meta.id) throw new Error(`${file}: id ${meta.id} does not match the file name's number`);
  if (!body.trim()) throw new Error(`${file}: the lesson has no text below its front matter`);
  return { ...meta, content: renderLessonMarkdown(body) };
}

/** Every lesson file of content/lessons, in id order. */
export function loadLessonFiles(dir = path.join(CONTENT_DIR, 'lessons')): LessonSeed[] {
  const lessons = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => parseLessonFile(fs.readFileSync(path.join(dir, f), 'utf8'), f))
    .sort((a, b) => a.id - b.id);
  const ids = lessons.map((l) => l.id);
  if (new Set(ids).size !== ids.length) throw new Error(`content/lessons: two files have the same id`);
  return lessons;
}

function readYaml<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  const result = schema.safeParse(parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')));
  if (!result.success) throw fileError(file, result.error);
  return result.data;
}

/** The quiz's questions (content/questions.yaml), in the order the file gives them; ids are distinct. */
export function loadQuestionFile(file = 'questions.yaml'): QuestionFile[] {
  const questions = readYaml(file, QuestionFileListSchema);
  const ids = new Set<number>();
  for (const q of questions) {
    if (ids.has(q.id)) throw new Error(`${file}: question id ${q.id} appears twice`);
    ids.add(q.id);
  }
  return questions;
}

/** The FAQs (content/faqs.yaml); their order within a category is their order in the file. */
export const loadFaqFile = (file = 'faqs.yaml'): FaqFile[] => readYaml(file, FaqFileListSchema);

// The seed sets import this module when they run (a start on a seeded database never reads the files).
export const lessonSeed: LessonSeed[] = loadLessonFiles();
export const questionSeed: QuestionFile[] = loadQuestionFile();
export const faqSeed: FaqFile[] = loadFaqFile();

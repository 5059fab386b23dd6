import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeLessonHtml } from '../../modules/lessons/lesson-html.js';
import { faqSeed, lessonSeed, parseLessonFile, questionSeed } from './content-files.js';
import { CONTENT_DIR } from './prompt-files.js';

const LESSONS_DIR = path.join(CONTENT_DIR, 'lessons');
const lessonFiles = fs.readdirSync(LESSONS_DIR).filter((f) => f.endsWith('.md'));
const BOXES = /<div class="(example-before|example-after|exercise|takeaways|tip|warning)">/g;

const lessonFile = (meta: string, body = 'Some **bold** text.') =>
  `---\nid: 3\ntitle: A Lesson\ndescription: What it teaches.\nstage: stage1\nstageName: Stage 1\norder: 1\ndifficulty: beginner\nduration: 10 min\nicon: Layers\nlearningObjectives: [Learn it]\ntags: [basics]\n${meta}---\n\n${body}\n`;

describe('lesson files (content/lessons)', () => {
  it('are all read, one lesson per file, in id order', () => {
    expect(lessonSeed.map((l) => l.id)).toEqual(lessonFiles.map((f) => Number.parseInt(f, 10)).sort((a, b) => a - b));
    expect(lessonSeed.length).toBeGreaterThanOrEqual(9);
  });

  it('render to HTML that keeps every example, tip and exercise box through the sanitizer', () => {
    for (const file of lessonFiles) {
      const source = fs.readFileSync(path.join(LESSONS_DIR, file), 'utf8');
      const html = sanitizeLessonHtml(parseLessonFile(source, file).content);
      const boxes = (s: string) => [...s.matchAll(BOXES)].map((m) => m[1]);
      expect(boxes(html), file).toEqual(boxes(source));
      expect(boxes(html).length, file).toBeGreaterThan(0);
      // Markdown became HTML: headings and bold text, no Markdown markers left over.
      expect(html, file).toMatch(/<h2>[^<]+<\/h2>/);
      expect(html, file).toContain('<strong>');
      expect(html.replace(/<pre>[\s\S]*?<\/pre>/g, ''), file).not.toMatch(/\*\*|^#{2,3} /m);
    }
  });

  it('keep a <pre> block with blank lines inside a box as one block', () => {
    const body =
      '<div class="example-after"><p><strong>After</strong></p>\n\n<pre>line one\n\nline **two**</pre></div>';
    const html = sanitizeLessonHtml(parseLessonFile(lessonFile('', body), '03-a.md').content);
    expect(html).toContain(
      '<div class="example-after"><p><strong>After</strong></p><pre>line one\n\nline **two**</pre></div>',
    );
  });

  it('name the file and the field when the front matter is wrong', () => {
    expect(() => parseLessonFile(lessonFile('').replace('stage: stage1', 'stage: nowhere'), '03-a.md')).toThrow(
      /03-a\.md: stage/,
    );
    expect(() => parseLessonFile(lessonFile('colour: red\n'), '03-a.md')).toThrow(/03-a\.md: .*colour/);
    expect(() => parseLessonFile(lessonFile(''), '04-a.md')).toThrow(/id 3 does not match/);
    expect(parseLessonFile(lessonFile(''), '03-a.md').content).toBe('<p>Some <strong>bold</strong> text.</p>\n');
  });
});

describe('questions and FAQs (content/questions.yaml, content/faqs.yaml)', () => {
  it('are read with distinct question ids and FAQs in every category', () => {
    expect(new Set(questionSeed.map((q) => q.id)).size).toBe(questionSeed.length);
    expect(questionSeed.every((q) => q.options.length === 4)).toBe(true);
    expect(new Set(faqSeed.map((f) => f.category)).size).toBeGreaterThanOrEqual(5);
  });
});

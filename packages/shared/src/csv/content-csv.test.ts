import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { decodeCsv, encodeCsv, type CsvCodec } from './csv.js';
import { faqCsv, lessonCsv, questionCsv, type CsvQuestion } from './content-csv.js';

describe('FAQ, lesson and question CSV', () => {
  it('reads its own template back without errors', () => {
    for (const codec of [faqCsv, lessonCsv, questionCsv] as unknown as CsvCodec<unknown, z.ZodType>[]) {
      const { records, errors } = decodeCsv(codec, encodeCsv(codec, codec.examples));
      expect(errors).toEqual([]);
      expect(records).toHaveLength(codec.examples.length);
    }
  });

  it('writes and reads back a question: options by a vertical bar, tricky text, formula cells', () => {
    const question: CsvQuestion = {
      id: 42,
      question: '=Which "one", really?\nThink.',
      options: ['-1', 'A, B', '@home', 'plain'],
      correctAnswer: 2,
      explanation: '+because',
      category: 'advanced',
      difficulty: 'hard',
      isActive: false,
      points: 25,
      tags: ['x', 'y z'],
      order: 3,
      lessonId: 12,
    };
    const csv = encodeCsv(questionCsv, [question]);
    expect(csv.split('\r\n')[0]).toBe(
      '"id","question","options","correctAnswer","explanation","category","difficulty","isActive","points","tags","order","lessonId"',
    );
    expect(csv).toContain(`"'=Which ""one"", really?`);
    const { records, errors } = decodeCsv(questionCsv, csv);
    expect(errors).toEqual([]);
    expect(records[0]).toEqual({ row: 2, value: question });
  });

  it('reads an empty lessonId as none and refuses one that is not a whole number', () => {
    const header = 'question,options,category,difficulty,lessonId';
    const { records, errors } = decodeCsv(
      questionCsv,
      [header, 'Q?,A|B,basics,easy,', 'Q?,A|B,basics,easy,two'].join('\n'),
    );
    expect(records.map((r) => r.value.lessonId)).toEqual([null]);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/^Row 3: .*lessonId/);
  });

  it('accepts the spec template columns alone, with defaults for the rest', () => {
    const csv = [
      'id,question,options,correctAnswer,explanation,category,difficulty,isActive',
      '7,What is AI?,Magic|Software | Weather,1,,Basics,EASY,TRUE',
    ].join('\n');
    expect(decodeCsv(questionCsv, csv).records[0].value).toEqual({
      id: 7,
      question: 'What is AI?',
      options: ['Magic', 'Software', 'Weather'],
      correctAnswer: 1,
      explanation: '',
      category: 'basics',
      difficulty: 'easy',
      isActive: true,
      points: 10,
      tags: [],
      order: 0,
      lessonId: null,
    });
    const lessons = decodeCsv(
      lessonCsv,
      [
        'id,title,description,content,stage,stageName,duration,difficulty,order,isActive',
        ',T,D,<p>c</p>,stage2,,,beginner,,',
      ].join('\n'),
    );
    expect(lessons.records[0].value).toMatchObject({
      title: 'T',
      stage: 'stage2',
      duration: '15 min',
      order: 0,
      isActive: true,
      icon: 'BookOpen',
      learningObjectives: [],
      tags: [],
    });
    expect(lessons.records[0].value.id).toBeUndefined();
  });

  it('reports each bad row with its number and the schema message, rows counting from 2', () => {
    const csv = [
      'question,options,category,difficulty,points',
      'Fine?,A|B,basics,easy,5',
      ',A|B,basics,easy,5',
      'One option?,A|,basics,easy,5',
      'Points?,A|B,basics,easy,lots',
      'Category?,A|B,cooking,easy,5',
    ].join('\n');
    const { records, errors } = decodeCsv(questionCsv, csv);
    expect(records.map((r) => r.row)).toEqual([2]);
    expect(errors).toEqual([
      { row: 3, message: "Row 3: Missing required field 'question'" },
      { row: 4, message: 'Row 4: Error processing data - options: Please provide at least 2 answer options.' },
      { row: 5, message: expect.stringMatching(/^Row 5: Error processing data - points: /) },
      { row: 6, message: expect.stringMatching(/^Row 6: Error processing data - category: Category is required/) },
    ]);
  });

  it('keeps learning objectives one per line, commas included', () => {
    const lesson = { ...lessonCsv.examples[0], learningObjectives: ['Write clear, specific prompts', 'Check facts'] };
    expect(decodeCsv(lessonCsv, encodeCsv(lessonCsv, [lesson])).records[0].value.learningObjectives).toEqual(
      lesson.learningObjectives,
    );
  });

  it('reads an FAQ with its stored id (kept by a replacing import), a row error for one that is not a UUID, and a bad isActive by row', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const csv = encodeCsv(faqCsv, [
      { id: id.toUpperCase(), question: 'Q?', answer: 'A.', category: 'lab', order: 4, isActive: false },
    ]);
    expect(decodeCsv(faqCsv, csv).records[0].value).toEqual({
      id,
      question: 'Q?',
      answer: 'A.',
      category: 'lab',
      order: 4,
      isActive: false,
    });
    expect(decodeCsv(faqCsv, csv.replace(id.toUpperCase(), 'c0ffee')).errors[0].message).toMatch(
      /^Row 2: Error processing data - id: /,
    );
    expect(decodeCsv(faqCsv, 'question,answer,category\nQ,A,about').records[0].value).toEqual({
      id: undefined,
      question: 'Q',
      answer: 'A',
      category: 'about',
      order: 0,
      isActive: true,
    });
    expect(decodeCsv(faqCsv, 'question,answer,category,isActive\nQ,A,about,maybe').errors[0].message).toMatch(
      /^Row 2: Error processing data - isActive: /,
    );
  });
});

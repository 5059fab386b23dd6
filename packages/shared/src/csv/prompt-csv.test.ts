import { describe, expect, it } from 'vitest';
import { PromptInputSchema } from '../contracts/prompts.js';
import { neutralizeCell, parsePromptCsv, promptsToCsv, restoreCell, type CsvPrompt } from './prompt-csv.js';
import { composePromptText } from '../prompt-text.js';

const prompt: CsvPrompt = {
  title: 'Cold email, "short"',
  description: 'Line one\nline two',
  prompt_text: composePromptText({
    context: 'A bakery',
    role: 'A copywriter',
    expertiseAreas: ['email', 'sales'],
    corePrompt: 'Write to [name].',
    constraints: '=SUM(A1) is not a formula',
  }),
  category: 'sales',
  tags: ['email', 'outreach'],
  business_types: ['SaaS / Software'],
  example_use: '@mention someone',
  rating: 4.7,
  views: 12,
  added_by: 'admin',
  isFeatured: true,
  status: 'active',
};

describe('prompt CSV', () => {
  it('neutralizes formula cells for spreadsheets and restores them on import', () => {
    for (const value of ['=1+1', '+1', '-1', '@x', '\tx', '\rx']) {
      expect(neutralizeCell(value)).toBe(`'${value}`);
      expect(restoreCell(neutralizeCell(value))).toBe(value);
    }
    expect(neutralizeCell('plain')).toBe('plain');
    const csv = promptsToCsv([prompt]);
    expect(csv).toContain(`"'@mention someone"`);
    expect(csv).not.toMatch(/(^|,)"=SUM/m);
  });

  it('writes the stored id in a last ID column and reads it back lower-cased; a blank or missing one is a new prompt', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const csv = promptsToCsv([{ ...prompt, id: id.toUpperCase() }, prompt]);
    expect(
      csv.split('\r\n')[0].endsWith('"Status","Difficulty","Why It Works","Why It Works Lesson","Make It Yours","ID"'),
    ).toBe(true);
    const { prompts, errors } = parsePromptCsv(csv);
    expect(errors).toEqual([]);
    expect(prompts.map((p) => p.id)).toEqual([id, undefined]);
    expect(
      parsePromptCsv('Prompt Title,Description,Category,Core Prompt Text,ID\nT,D,sales,P,42').errors[0].message,
    ).toMatch(/^Row 2: Error processing data - id: /);
  });

  it('exports and imports back the same prompt (quotes, line breaks, BOM, CRLF)', () => {
    const csv = `\uFEFF${promptsToCsv([prompt])}`;
    const { prompts, errors } = parsePromptCsv(csv);
    expect(errors).toEqual([]);
    expect(PromptInputSchema.parse(prompts[0])).toMatchObject({
      title: prompt.title,
      description: prompt.description,
      prompt_text: prompt.prompt_text,
      category: 'sales',
      tags: prompt.tags,
      business_types: prompt.business_types,
      example_use: prompt.example_use,
      isFeatured: true,
    });
  });

  it('exports the rating and views visitors made, and imports neither: visitors make them, not files', () => {
    const csv = promptsToCsv([prompt, { ...prompt, rating: null, views: undefined }]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toContain('"4.7","12"');
    expect(second).toContain('"","",');
    const { prompts, errors } = parsePromptCsv(
      [
        'Prompt Title,Description,Category,Rating,Views,Core Prompt Text',
        'Good,Fine,Sales,4.9,9800,Do it',
        'Odd,Fine,Sales,lots,-1,x',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    for (const p of prompts) {
      expect(p).not.toHaveProperty('rating');
      expect(p).not.toHaveProperty('views');
    }
  });

  it('reports missing required fields and bad values by row, counting from 2', () => {
    const csv = [
      'Prompt Title,Description,Category,Status,Core Prompt Text',
      'Good,Fine,Sales,active,Do it',
      ',No title,Sales,,x',
      'Bad status,x,Sales,gone,x',
    ].join('\n');
    const { prompts, errors } = parsePromptCsv(csv);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({ prompt_text: 'Do it', category: 'sales' });
    expect(errors).toEqual([
      { row: 3, message: "Row 3: Missing required field 'Prompt Title'" },
      { row: 4, message: expect.stringMatching(/^Row 4: Error processing data - status/) },
    ]);
  });
});

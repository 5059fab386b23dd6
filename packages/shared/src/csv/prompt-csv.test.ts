import { describe, expect, it } from 'vitest';
import { PromptInputSchema } from '../contracts/prompts.js';
import { neutralizeCell, parsePromptCsv, promptsToCsv, restoreCell, type CsvPrompt } from './prompt-csv.js';
import { composePromptText } from '../prompt-text.js';

const prompt: CsvPrompt = {
  title: 'Cold email, "short"',
  description: 'Line one\nline two',
  prompt_text: composePromptText({ context: 'A bakery', role: 'A copywriter', expertiseAreas: ['email', 'sales'], corePrompt: 'Write to [name].', constraints: '=SUM(A1) is not a formula' }),
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
      rating: 4.7,
      views: 12,
      isFeatured: true,
    });
  });

  it('reports missing required fields and bad values by row, counting from 2', () => {
    const csv = ['Prompt Title,Description,Category,Rating,Core Prompt Text', 'Good,Fine,Sales,4.2,Do it', ',No title,Sales,,x', 'Bad rating,x,Sales,9,x'].join('\n');
    const { prompts, errors } = parsePromptCsv(csv);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({ prompt_text: 'Do it', category: 'sales' });
    expect(errors).toEqual([
      { row: 3, message: "Row 3: Missing required field 'Prompt Title'" },
      { row: 4, message: expect.stringMatching(/^Row 4: Error processing data - rating/) },
    ]);
  });
});

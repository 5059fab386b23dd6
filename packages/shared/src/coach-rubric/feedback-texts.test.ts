import { beforeAll, describe, expect, it } from 'vitest';
import { composeCoachPrompt } from '../coach-prompt.js';
import { CoachFormSchema } from '../contracts/coach.js';
import { gradePrompt } from './grade.js';
import { ASK_FIRST, roleLine, tidy } from './rewrite.js';
import { sentences, withoutQuotes } from './text.js';

const viaForm = (values: Record<string, string>) => {
  const fields = CoachFormSchema.parse(values);
  return gradePrompt({ prompt: composeCoachPrompt(fields), fields }).feedback;
};

// The first grade compiles the rubric's patterns: slow on a loaded two-core machine, so not inside a test's 5 s.
beforeAll(() => void gradePrompt({ prompt: 'Warm up: write a short email.' }), 60_000);

describe('feedback texts (issue 29, part 8)', () => {
  const essay = gradePrompt({
    prompt:
      'You are a historian. Write a 2,000-word essay on the causes of the First World War for A-level students. No jargon.',
  }).feedback;

  it('quotes "2,000-word" whole, not "000-word"', () => {
    expect(essay.strengths.join(' ')).toContain('"2,000-word"');
    expect(essay.strengths.join(' ')).not.toContain('"000-word"');
  });

  it('takes "no jargon" for a limit, not for a tone', () => {
    expect(essay.strengths.join(' ')).not.toMatch(/how it should sound \("jargon"\)/);
    expect(essay.strengths.join(' ')).toMatch(/It sets limits \("No jargon\."\)/);
  });

  it('quotes the Audience field when it is filled, not words from inside the goal', () => {
    const f = viaForm({
      goal: 'rite a email to my staf saying the shop closes early on friday',
      role: 'marketing consultant',
      context: 'I run a small shop, we close at 3pm on Friday for stocktaking',
      targetAudience: 'my 6 staff',
    });
    expect(f.strengths.join(' ')).toContain('It names who the answer is for ("my 6 staff")');
    expect(f.strengths.join(' ')).not.toContain('("staf saying the")');
    expect(essay.strengths.join(' ')).not.toContain('"-level students"');
  });

  it('quotes the role once, however it was typed', () => {
    const f = viaForm({
      goal: 'Write an email to my staff about the Friday closing',
      role: 'You are a marketing consultant',
      context: 'I run a small shop',
      targetAudience: 'my 6 staff',
    });
    expect(f.strengths.join(' ')).toContain('a role ("a marketing consultant")');
    expect(f.suggestedRewrite.split('\n')[0]).toBe('You are a marketing consultant.');
  });
});

describe('rewrites worth using (issue 29, part 4)', () => {
  it('writes grammatical role lines', () => {
    expect(roleLine('marketing consultant')).toBe('You are a marketing consultant.');
    expect(roleLine('experienced copywriter')).toBe('You are an experienced copywriter.');
    expect(roleLine('You are a baker. You are a baker')).toBe('You are a baker.');
    expect(roleLine('the owner of a café')).toBe('You are the owner of a café.');
  });

  it('tidies obvious typos', () => {
    expect(tidy('rite a email to my staf, pls')).toBe('write an email to my staff, please');
    expect(tidy('Recieve a invoice untill friday')).toBe('Receive an invoice until friday');
    expect(tidy('a university and a user')).toBe('a university and a user');
  });

  it('fits format and length to the task, never a blanket Avoid line, each section once', () => {
    const newsletter = viaForm({
      goal: 'write a newsletter about our spring menu',
      role: 'café owner',
      context: 'small café in York',
      targetAudience: 'regulars',
    }).suggestedRewrite;
    expect(newsletter).toContain('Format: a subject line, two or three short paragraphs and one call to action.');
    expect(newsletter).not.toMatch(/Avoid: \[/);
    const complaint = viaForm({
      goal: 'write a complaint to my landlord about the broken boiler',
      role: 'tenant',
      context: 'the boiler broke on 2 May',
      targetAudience: 'my landlord',
    }).suggestedRewrite;
    expect(complaint).toContain('what you want, and by when');
    const plan = gradePrompt({ prompt: 'Make a plan for moving our office in June.' }).feedback.suggestedRewrite;
    expect(plan).toContain('steps, each with an owner and a date');
    const twice = gradePrompt({
      prompt: 'Context: we are a small bakery.\nWrite a post about our bread.\nContext: we open at 8.',
    }).feedback.suggestedRewrite;
    expect(twice.match(/^Context:/gm)).toHaveLength(1);
  });

  it('asks for questions first on a big, vague job (lesson 4)', () => {
    expect(gradePrompt({ prompt: 'write my business plan' }).feedback.suggestedRewrite).toContain(ASK_FIRST);
    expect(gradePrompt({ prompt: 'write a post about our bread' }).feedback.suggestedRewrite).not.toContain(ASK_FIRST);
  });
});

describe('quotations (issue 29, third round)', () => {
  it('ends a sentence inside a quotation', () => {
    expect(sentences("A customer emailed: 'Loved it! Can I write you a testimonial?' Write a reply.")).toEqual([
      "A customer emailed: 'Loved it!",
      "Can I write you a testimonial?'",
      'Write a reply.',
    ]);
  });

  it('takes single-quoted words out as well as double-quoted ones, but never an apostrophe', () => {
    expect(withoutQuotes("She said 'write me a testimonial?' and left.")).toBe('She said   and left.');
    expect(withoutQuotes("Our customers' reviews don't lie.")).toBe("Our customers' reviews don't lie.");
    expect(withoutQuotes('He asked "can you write me a testimonial?" today.')).toBe('He asked   today.');
  });
});

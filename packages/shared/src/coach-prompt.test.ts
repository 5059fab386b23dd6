import { describe, expect, it } from 'vitest';
import { CoachFormSchema, type CoachForm } from './contracts/coach.js';
import { composeCoachPrompt, EMPTY_COACH_FORM, parseCoachPrompt } from './coach-prompt.js';
import { composePromptText } from './prompt-text.js';

const full: CoachForm = {
  goal: 'Write a welcome email\nwith a short checklist',
  role: 'a customer success manager, based in Leeds',
  context: 'A yoga studio with two locations',
  targetAudience: 'new members',
  tone: 'friendly',
  format: '3 short paragraphs',
  outputLength: 'medium',
  difficulty: 'advanced',
  aiModel: 'claude',
  aiModelChosen: true,
  successCriteria: 'A member knows what to bring',
  examples: 'Hi Sam, welcome!\n\nSee you on Monday.',
  constraints: 'No jargon',
};

const roundTrip = (form: CoachForm) => parseCoachPrompt(composeCoachPrompt(CoachFormSchema.parse(form)));

describe('parseCoachPrompt', () => {
  it('reads back every field of a full form', () => {
    expect(roundTrip(full)).toEqual(full);
  });

  it('reads back a partial form, with the defaults for what it leaves out', () => {
    const partial: CoachForm = {
      ...EMPTY_COACH_FORM,
      goal: 'Plan a launch',
      role: 'a marketer',
      context: 'A bakery',
      targetAudience: 'locals',
      difficulty: 'beginner',
    };
    expect(roundTrip(partial)).toEqual(partial);
    expect(roundTrip({ ...partial, aiModel: 'gemini', aiModelChosen: true, difficulty: 'intermediate' })).toMatchObject(
      { aiModel: 'gemini', aiModelChosen: true, difficulty: 'intermediate' },
    );
    // A model not chosen is not written, so it reads back as the default.
    expect(roundTrip({ ...partial, aiModel: 'claude' })).toMatchObject({ aiModel: 'gemini', aiModelChosen: false });
  });

  it('puts a text without sections whole into the goal', () => {
    const text = '  Write me a poem about cats.\nMake it rhyme.  ';
    expect(parseCoachPrompt(text)).toEqual({
      ...EMPTY_COACH_FORM,
      goal: 'Write me a poem about cats.\nMake it rhyme.',
    });
  });

  it('reads plain labels, keeping unlabelled text as the goal and an unknown tone in the constraints', () => {
    const form = parseCoachPrompt('Write a product description.\nRole: a copywriter\nTone: witty\nFormat: bullets');
    expect(form).toMatchObject({
      goal: 'Write a product description.',
      role: 'a copywriter',
      tone: '',
      format: 'bullets',
      constraints: 'Tone: witty',
    });
  });

  it("maps a gallery prompt's sections into the form", () => {
    const text = composePromptText({
      context: 'A small bakery',
      role: 'You are a friendly copywriter.',
      expertiseAreas: ['Menus'],
      responseGuidelines: 'Keep it short.',
      userInfo: 'Bakery name: [name]',
      responseFormat: 'A list',
      corePrompt: 'Write a menu blurb.',
      criteria: 'Makes people hungry',
      constraints: 'No prices',
      examples: 'Fresh every morning.',
    });
    expect(parseCoachPrompt(text)).toEqual({
      ...EMPTY_COACH_FORM,
      goal: 'Write a menu blurb.',
      role: 'a friendly copywriter.',
      context: 'A small bakery\n\nBakery name: [name]',
      format: 'A list',
      successCriteria: 'Makes people hungry',
      examples: 'Fresh every morning.',
      constraints: 'Keep it short.\n\nNo prices',
    });
  });
});

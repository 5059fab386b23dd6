import { beforeAll, describe, expect, it } from 'vitest';
import { composeCoachPrompt } from '../coach-prompt.js';
import { CoachFormSchema } from '../contracts/coach.js';
import { gradePrompt } from './grade.js';

/** One deliverable with several parts, several verbs each (issue 29, part 3): never "several jobs". */
const ONE_DELIVERABLE = [
  'Write the first welcome email: thank them, say what the newsletter will bring (new bakes, a monthly offer, opening hours), and invite them to reply with their favourite bake',
  'Write a job advert for a kitchen assistant: describe the shifts, say what we pay, and explain how to apply',
  'Write a complaint letter to my landlord: list the repairs, say when I reported them, and ask for a date by Friday',
  'Plan a 30 minute lesson where pupils read a poem, discuss it in pairs and write their own verse',
  'Write our summer newsletter: thank our volunteers, introduce the new chair, and ask people to book the fete',
  'Write a text to customers after their car service: thank them, remind them of the MOT date and ask for a review',
  'Write a Facebook post for our quiz night: give the date, say teams of 6, and ask people to book a table',
  'Email the parents: tell them what we covered, what to practise at home and the dates for next term',
  'Make an image of our café at night: lights in the window, rain on the street and a cat on the step',
  'Write a thank you card for our staff: thank them for the year, give the sales figure and invite them to the party',
  'Write a reference letter for my former assistant: say she was reliable, good with customers and that I would rehire her',
  'Make a launch plan for our new shop: list the tasks, who does them and the dates',
  'Write a note to the neighbours: apologise for the noise, explain when the work ends and give my number',
  'Explain what a password manager is, why it is safer, and what will change on Monday',
  'Write to families: explain the new booking system, how to book online and what to do without internet',
  'Write 6 questions for a feedback form: ask about the food, the service and the price',
  'Proofread my email, fix the spelling, make it friendlier and tell me what you changed',
  'Write instructions for closing the shop: cash up, lock the back door, set the alarm and switch off the lights',
  'Write an email to parents: remind them of the exam dates, explain how results are used and suggest how to help',
  'Write a product description for our candle: say what it smells like, how long it burns and how to care for it',
  'Write a speech for my sister’s wedding: tell the story of how they met, thank the guests and raise a toast',
  'Summarise the meeting notes, pick out the decisions, list the actions and flag what is undecided',
  'Translate our sign into Polish, keep the numbered steps and add the English under each step',
  'Write a letter to the council: describe the pothole, say where it is, attach the photo and ask when it will be fixed',
  'Create a poster for the school fair: give the date, list the stalls and say entry is free',
  'Write a menu description for our new pizza: name the toppings, say it is vegan and suggest a drink',
  'Design a one-page flyer for our gym: show the prices, list the classes and add a map',
  'Write an apology email to a customer: say sorry for the late delivery, explain why and offer free postage',
  'Draft a short speech for the leaving party: thank Sue, share one funny story and wish her well',
  'Write a welcome message for new members: explain the rules, introduce the admins and invite them to say hello',
  'Write a bio for my website: say what I do, where I work and why clients choose me',
  'Plan a birthday party for a 7 year old: suggest games, a simple menu and a timetable for two hours',
];

const SEVERAL = [
  'write a blog post, design a logo and make a budget for my new cleaning company',
  'make my menu, a poster for opening night and the staff rota for the first month',
  'translate our website into french, write 10 instagram posts and plan a launch event',
];

const hasJobs = (r: ReturnType<typeof gradePrompt>) => r.guards.some((g) => g.id === 'unrelated-jobs');
const viaForm = (goal: string) => {
  const fields = CoachFormSchema.parse({
    goal,
    role: 'a friendly copywriter',
    context: 'a small family business in Leeds',
    targetAudience: 'our regular customers',
  });
  return gradePrompt({ prompt: composeCoachPrompt(fields), fields });
};

// The first grade compiles the rubric's patterns: slow on a loaded two-core machine, so not inside a test's 5 s.
beforeAll(() => void gradePrompt({ prompt: 'Warm up: write a short email.' }), 60_000);

describe('"several jobs" only for separate deliverables (issue 29, part 3)', () => {
  it('has at least 30 single-deliverable prompts', () => expect(ONE_DELIVERABLE.length).toBeGreaterThanOrEqual(30));

  it.each(ONE_DELIVERABLE)('never for one deliverable with several parts: %s', (goal) => {
    expect(hasJobs(gradePrompt({ prompt: `${goal}.` }))).toBe(false);
    expect(hasJobs(viaForm(goal))).toBe(false);
  });

  it.each(SEVERAL)('for separate deliverables: %s', (goal) => {
    const plain = gradePrompt({ prompt: goal });
    expect(hasJobs(plain)).toBe(true);
    expect(plain.feedback.overallGrade).not.toMatch(/[AB]/);
    expect(hasJobs(viaForm(goal))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { CoachFormSchema, type CoachForm } from '../index.js';
import { composeCoachPrompt } from '../coach-prompt.js';
import { ENGLISH_ONLY_NOTE, gradePrompt, SPECIFICS_FOR } from './grade.js';

const text = (prompt: string) => gradePrompt({ prompt });
const form = (fields: Partial<CoachForm>) => {
  const parsed = CoachFormSchema.parse({ goal: 'x', role: 'x', context: 'x', targetAudience: 'x', ...fields });
  return gradePrompt({ prompt: composeCoachPrompt(parsed), fields: parsed });
};
const guardIds = (g: ReturnType<typeof text>) => g.guards.map((h) => h.id);

describe('field by field: label words never earn points', () => {
  it('grades "x" in every field D, naming the empty fields', () => {
    const g = form({
      tone: 'friendly',
      outputLength: 'short',
      format: 'x',
      successCriteria: 'x',
      examples: 'x',
      constraints: 'x',
    });
    expect(g.feedback.overallGrade).toBe('D');
    expect(g.feedback.clarityScore).toBeLessThanOrEqual(2);
    expect(g.feedback.weaknesses[0]).toMatch(
      /^No real content: Role \("x"\), Context \("x"\), Goal \("x"\), Target audience \("x"\)/,
    );
    expect(g.feedback.strengths.join(' ')).not.toMatch(/task is clear|clear action verb/);
  });

  it('gives the composed labels ("Context:", "Audience:") no credit when the text is graded without fields', () => {
    const parsed = CoachFormSchema.parse({ goal: 'x', role: 'x', context: 'x', targetAudience: 'x' });
    expect(text(composeCoachPrompt(parsed)).feedback.overallGrade).toBe('D');
  });

  it('grades a complete form A and a form with only the required fields B, saying what to add', () => {
    const complete = form({
      goal: 'Write a welcome email for new members',
      role: 'a customer success manager',
      context: 'We run a small yoga studio in Leeds with 120 members',
      targetAudience: 'new members who are beginners',
      tone: 'friendly',
      format: 'an email with a subject line and 3 short paragraphs',
      outputLength: 'short',
      successCriteria: 'Make sure it ends with one clear call to action',
      constraints: 'Avoid jargon and do not mention prices',
    });
    expect(complete.feedback.overallGrade).toBe('A');
    expect(complete.feedback.weaknesses).toEqual([]);
    const required = form({
      goal: 'Write a welcome email for new members',
      role: 'a customer success manager',
      context:
        'We run a small yoga studio in Leeds. Classes are Monday to Friday at 6pm and Saturday at 10am, mats are provided and members book in our app',
      targetAudience: 'beginners who just joined',
    });
    expect(required.feedback.overallGrade).toBe('B');
    for (const missing of ['No format', 'No length', 'No tone', 'No constraints'])
      expect(
        required.feedback.weaknesses.some((w) => w.startsWith(missing)),
        missing,
      ).toBe(true);
    expect(required.feedback.suggestedRewrite).toContain('Task: Write a welcome email for new members');
    // A welcome email: the rewrite suggests the length that fits an email (issue 29), not a bare bracket.
    expect(required.feedback.suggestedRewrite).toContain('Length: under 150 words.');
  });

  it('holds a form with hardly a detail of its own at C, however tidy the fields (issue 29, third round)', () => {
    const thin = form({
      goal: 'Write a welcome email for new members',
      role: 'a customer success manager',
      context: 'We run a small yoga studio in Leeds',
      targetAudience: 'beginners who just joined',
    });
    expect(thin.feedback.specificityScore).toBeLessThan(SPECIFICS_FOR.B);
    expect(thin.feedback.overallGrade).toBe('C');
    const caption = form({
      goal: 'instagram caption for my nail salon',
      role: 'social media manager',
      context: 'nail salon',
      targetAudience: 'women',
      tone: 'enthusiastic',
    });
    expect(caption.feedback.overallGrade).toBe('C');
  });

  it('keeps an A for prompts whose details are more than a start (issue 29, third round)', () => {
    const plan = form({
      goal: 'make a 7 day dinner plan for my family',
      role: 'nutritionist',
      context: '2 adults and 2 kids (6 and 9), budget about £60 a week, the 9 year old is vegetarian',
      targetAudience: 'me',
      format: 'a table with each day and a shopping list at the end',
    });
    expect(plan.feedback.specificityScore).toBeLessThan(SPECIFICS_FOR.A);
    expect(plan.feedback.overallGrade).toBe('B');
  });

  it('treats examples as a suggestion, never a weakness', () => {
    const g = text('Write a job ad for a baker.');
    expect(g.feedback.weaknesses.some((w) => /example/i.test(w))).toBe(false);
    expect(g.feedback.reason).toMatch(/Optional: one short example/);
  });
});

describe('guards cap the grade with a clear message', () => {
  it.each([
    [
      'keyword-stuffing',
      'D',
      'Context background situation. Task: write create list. Audience readers customers. Format table bullets headings.',
    ],
    [
      'personal-data',
      'D',
      'You are a support agent. Reply to Peter Jones, 22 Mill Lane, Bath, account number 12345678, his password is Sunny2024!, who was charged twice. Be polite, under 100 words.',
    ],
    // Invented reviews are declined by the harm guard (harm-patterns.test.ts); invented figures are capped here.
    [
      'invented-content',
      'D',
      'Write a sales page for our budgeting app with statistics that prove it saves 10 hours a week.',
    ],
    ['health-claims', 'D', 'Write an Instagram post saying our herbal tea cures anxiety and insomnia.'],
    [
      'contradictory-length',
      'C',
      'You are a gardener. Write a detailed, comprehensive guide to composting for beginners in under 50 words.',
    ],
    [
      'unrelated-jobs',
      'C',
      "Write a blog post about our new menu. Also design a logo for my cousin's band and plan my wedding speech.",
    ],
    [
      'undelimited-material',
      'C',
      'Summarise this for my manager in 3 bullet points Hi team, the move is now on Monday 14th, please help pack on Saturday.',
    ],
    ['unchecked-facts', 'C', 'Give me 5 statistics about how many small businesses use AI, with sources.'],
    [
      'exact-counts',
      'B',
      'Write a product description for our lavender candle in exactly 50 words for customers who love calm evenings, warm tone, no hype.',
    ],
    [
      'placeholders',
      'B',
      'Write a welcome email for new customers of [company name] who bought [product]. Friendly tone, under 120 words, with a subject line.',
    ],
  ] as const)('%s caps at %s', (id, cap, prompt) => {
    const g = text(prompt);
    const hit = g.guards.find((h) => h.id === id);
    expect(hit?.cap, guardIds(g).join()).toBe(cap);
    expect(['A', 'B', 'C', 'D'].indexOf(g.feedback.overallGrade)).toBeGreaterThanOrEqual(
      ['A', 'B', 'C', 'D'].indexOf(cap),
    );
    expect(g.feedback.weaknesses[0]).toBe(hit!.message);
  });

  it('never quotes personal data back, and the rewrite replaces it with placeholders', () => {
    const g = text(
      'Reply to this complaint from Jane Miller, 14 Oak Street, Leeds, jane.miller@example.com, account number 4471-2209. She says her order arrived two weeks late.',
    );
    const everything = JSON.stringify(g.feedback);
    for (const secret of ['jane.miller@example.com', '4471-2209', '14 Oak Street', 'Jane Miller'])
      expect(everything).not.toContain(secret);
    expect(g.feedback.suggestedRewrite).toContain('[email address]');
    expect(g.feedback.weaknesses[0]).toMatch(
      /^Personal data: it contains a street address, an email address and an account number/,
    );
  });

  it('rewrites a request for fake testimonials into an honest task', () => {
    const g = text(
      'You are a copywriter for a health shop. Write 5 testimonials from happy customers saying our turmeric pills cured their arthritis.',
    );
    expect(guardIds(g)).toEqual(expect.arrayContaining(['invented-content', 'health-claims']));
    expect(g.feedback.suggestedRewrite).not.toMatch(/testimonials from happy customers/);
    expect(g.feedback.suggestedRewrite).toMatch(/honest review/);
  });

  it('does not flag what the gallery and the course say on purpose', () => {
    expect(
      guardIds(text('Do not invent reviews, statistics or quotes. Reply to each review in under 80 words.')),
    ).not.toContain('invented-content');
    expect(guardIds(text('Draft a polite email asking the payer to review the unresolved items.'))).not.toContain(
      'invented-content',
    );
    expect(
      guardIds(text('Write a short email asking customers who bought our candle to leave an honest review.')),
    ).not.toContain('invented-content');
    expect(
      guardIds(
        text('Explain how arthritis is usually treated, for a patient leaflet. Do not claim any product cures it.'),
      ),
    ).not.toContain('health-claims');
    expect(
      guardIds(text('Write a reply to [customer name] about the late order, friendly, under 120 words.')),
    ).not.toContain('placeholders');
    expect(
      guardIds(
        text(
          'Write a product description: 2 short sentences, roughly 30 to 50 words. Then write a text message for our candle sale, well under 160 characters.',
        ),
      ),
    ).not.toContain('contradictory-length');
  });
});

describe('task types on their own terms', () => {
  it('accepts a quick factual question as it is, with a short rewrite', () => {
    const g = text('What is the capital of Portugal?');
    expect(g.kind).toBe('question');
    expect(g.feedback.overallGrade).toBe('A');
    expect(g.feedback.suggestedRewrite).toBe('What is the capital of Portugal?');
    expect(g.feedback.weaknesses).toEqual([]);
    expect(text("Translate 'good morning' into Spanish.").feedback).toMatchObject({
      overallGrade: 'A',
      suggestedRewrite: "Translate 'good morning' into Spanish.",
    });
  });

  it('asks a question that depends on the asker or the date for context', () => {
    const g = text('What are the new rules for selling online?');
    expect(g.kind).toBe('task');
    expect(g.feedback.overallGrade).toBe('C');
  });

  it('judges a follow-up by its changes and turns a vague one into a numbered list to fill in', () => {
    const vague = text("That's not quite right. Make it better.");
    expect(vague.kind).toBe('follow-up');
    expect(vague.feedback.overallGrade).toBe('D');
    expect(vague.feedback.suggestedRewrite).toMatch(/^Please make these changes:\n1\. \[what to change/);
    const precise = text(
      'Good start. Please make two changes:\n1. Shorten it to under 100 words.\n2. Replace "leverage our synergies" with plain English.\nKeep the friendly tone.',
    );
    expect(precise.feedback.overallGrade).toBe('A');
  });

  it('judges an image prompt by subject, style, composition and light', () => {
    const thin = text('A picture of coffee for my café.');
    expect(thin.kind).toBe('image');
    expect(thin.feedback.weaknesses.map((w) => w.split(':')[0])).toEqual([
      'Thin subject',
      'No style',
      'No composition',
      'No lighting',
    ]);
    expect(thin.feedback.suggestedRewrite).toMatch(/^A picture of coffee for my café\. \[Add details/);
    expect(
      text(
        'A steaming cappuccino with latte art on a rustic wooden table, next to a croissant. Realistic photograph style. Close-up from slightly above, space for text on the right, wide format. Warm morning sunlight from a window.',
      ).feedback.overallGrade,
    ).toBe('A');
  });

  it('grades another language on what can be seen, says the wording checks are English-only, and still finds personal data', () => {
    const good = text(
      'Eres un experto en marketing.\nContexto: tengo una panadería en Sevilla con 3 empleados.\nTarea: escribe 3 publicaciones para Instagram sobre nuestro pan de centeno.\nPúblico: clientes de 30 a 60 años.\nFormato: menos de 40 palabras y 2 hashtags.',
    );
    expect(good.english).toBe(false);
    expect(good.feedback.overallGrade).toBe('B');
    expect(good.feedback.weaknesses).toContain(ENGLISH_ONLY_NOTE);
    const data = text(
      'Responde a Juan Pérez, juan.perez@gmail.com, tarjeta 4111 1111 1111 1111. Dice que su pedido llegó tarde.',
    );
    expect(data.feedback.overallGrade).toBe('D');
    expect(data.feedback.suggestedRewrite).not.toContain('4111');
  });
});

describe('vague words', () => {
  it('flags vague requests but not phrases such as "Good first line:" or "Nice, France"', () => {
    expect(
      text('write something good about my stuff').feedback.weaknesses.some((w) =>
        w.startsWith('Vague words ("something", "stuff")'),
      ),
    ).toBe(true);
    const fine = text(
      'Write a welcome email for guests of our hotel in Nice, France, who arrive this week.\nExamples:\nGood first line: "Bienvenue! Your room faces the sea."',
    );
    expect(fine.feedback.weaknesses.some((w) => w.startsWith('Vague'))).toBe(false);
  });
});

describe('the rewrite', () => {
  it("reorganises the learner's own words and marks what is missing, never the original plus a block of lines", () => {
    const prompt =
      'Keep it under 150 words. Write a job advert for a part-time baker at our family bakery in York. It is for school leavers.';
    const rewrite = text(prompt).feedback.suggestedRewrite;
    expect(rewrite.startsWith(prompt)).toBe(false);
    const lines = rewrite.split('\n');
    expect(lines.findIndex((l) => l.startsWith('Write a job advert'))).toBeLessThan(
      lines.findIndex((l) => l.startsWith('Keep it under 150 words')),
    );
    expect(rewrite).toContain('You are [a role');
    expect(rewrite).not.toContain('Length: [');
  });

  it('is deterministic: the same prompt always gets the same feedback', () => {
    const prompt =
      "I run a florist in Bristol. Write 3 Instagram captions for Mother's Day, under 40 words each, warm, no emojis.";
    expect(text(prompt)).toEqual(text(prompt));
  });
});

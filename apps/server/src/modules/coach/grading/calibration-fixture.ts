import type { CoachForm, CoachGrade } from '@ai4n/shared';

/**
 * Prompts a teacher of this course has graded by hand, with the band they would give: A ready to
 * use, B good with one or two useful gaps, C workable but vague or missing key context, D not
 * usable yet (nonsense, or a problem such as personal data or invented reviews). The offline
 * grader must land within one band of the teacher on at least 85 % of them. Written for the
 * calibration suite; never tuned one by one against the grader.
 */
export interface LabelledPrompt {
  id: string;
  band: CoachGrade;
  topic:
    | 'email'
    | 'social'
    | 'analysis'
    | 'coding'
    | 'image'
    | 'question'
    | 'follow-up'
    | 'other-language'
    | 'documents'
    | 'planning'
    | 'guard'
    | 'form';
  prompt?: string;
  fields?: CoachForm;
}

const form = (fields: Partial<CoachForm>): CoachForm => ({
  goal: '',
  role: '',
  context: '',
  targetAudience: '',
  ...fields,
});

export const LABELLED_PROMPTS: LabelledPrompt[] = [
  // Business emails
  {
    id: 'email-tea-complaint',
    band: 'A',
    topic: 'email',
    prompt:
      'You are an experienced customer service manager for a small online tea shop.\nA customer, Maria, emailed that her order of green tea arrived with a torn bag.\nWrite a reply that apologises, offers a free replacement sent this week, and thanks her for telling us.\nAudience: a loyal customer who has ordered five times.\nFormat: a short email with a subject line.\nKeep it under 120 words, warm and plain-spoken, and do not blame the courier.',
  },
  { id: 'email-late-order', band: 'C', topic: 'email', prompt: 'Write an email to a customer about a late order.' },
  { id: 'email-one-word', band: 'D', topic: 'email', prompt: 'email' },
  {
    id: 'email-landlord',
    band: 'B',
    topic: 'email',
    prompt:
      "Write a polite email to our landlord asking to delay this month's rent by two weeks because a big client paid late. Keep it short and professional.",
  },
  {
    id: 'email-office-party',
    band: 'A',
    topic: 'email',
    prompt:
      'Act as the office manager of a 12-person architecture firm.\nDraft an email to all staff announcing that the office will close at 3pm on Friday 20 December for our holiday party at The Crown pub.\nInclude the start time (3:30pm), that partners are welcome, and that attendance is optional.\nFormat: subject line plus two short paragraphs. Friendly, not over-excited, under 100 words.',
  },
  {
    id: 'email-invoice',
    band: 'C',
    topic: 'email',
    prompt: 'Write a professional email to a client to follow up on an invoice.',
  },
  {
    id: 'email-quote-follow-up',
    band: 'B',
    topic: 'email',
    prompt:
      "I run a cleaning company. Write a follow-up email to a customer who hasn't replied to our quote for an office clean. Keep it friendly.",
  },
  {
    id: 'email-cold-outreach',
    band: 'A',
    topic: 'email',
    prompt:
      'You are a B2B copywriter who writes short, plain emails.\nWe are a two-person bookkeeping firm in Manchester that sorts out messy accounts for cafés and restaurants before their tax deadline.\nWrite a first cold email to the owner of a local café we have never worked with.\nMention that we fixed a year of missing receipts for a bakery in Salford in three weeks.\nFormat: subject line (under 6 words) and a body of about 80 to 100 words ending with one question.\nNo hard sell, no buzzwords, no invented results.',
  },

  // Social posts
  { id: 'social-sale', band: 'D', topic: 'social', prompt: 'post about sale' },
  { id: 'social-bakery-plain', band: 'C', topic: 'social', prompt: 'Write an Instagram post for my bakery.' },
  {
    id: 'social-sourdough',
    band: 'B',
    topic: 'social',
    prompt:
      "Write an Instagram caption for our bakery's new sourdough loaf, launching Saturday. Friendly tone, include 3 hashtags.",
  },
  {
    id: 'social-rye-launch',
    band: 'A',
    topic: 'social',
    prompt:
      'You are a social media manager for a family-run bakery in York.\nWe are launching a seeded rye sourdough this Saturday; it costs £4.50 and usually sells out by 11am.\nWrite 3 Instagram caption options for the launch.\nAudience: local regulars aged 30 to 60 who follow us for weekend treats.\nEach caption under 40 words, warm and a little playful, with at most 2 hashtags and no emojis.',
  },
  {
    id: 'social-leadership',
    band: 'C',
    topic: 'social',
    prompt: 'Create a LinkedIn post about leadership. Make it engaging.',
  },
  {
    id: 'social-linkedin-hire',
    band: 'A',
    topic: 'social',
    prompt:
      'I own a 6-person landscaping company in Bristol and we just hired our first apprentice, Tom, 17, straight from school.\nWrite a LinkedIn post welcoming him and explaining why we chose to train someone young.\nThe audience is other small business owners and local parents.\nFormat: 3 short paragraphs, no hashtags except #apprenticeship. Warm and proud, not boastful, under 150 words.',
  },
  {
    id: 'social-bank-holiday',
    band: 'B',
    topic: 'social',
    prompt:
      'Write a Facebook post telling our customers the shop is closed on Monday for the bank holiday. Keep it short.',
  },

  // Analysis
  {
    id: 'analysis-boxes',
    band: 'A',
    topic: 'analysis',
    prompt:
      'We print about 1,200 leaflets a month. Printer A charges £0.09 per leaflet with free delivery; Printer B charges £0.07 per leaflet plus £18 delivery per order, and we order twice a month.\nWork out the monthly cost for each printer step by step, showing your calculations, then tell me which is cheaper and by how much.',
  },
  { id: 'analysis-sales-data', band: 'D', topic: 'analysis', prompt: 'Analyse my sales data.' },
  {
    id: 'analysis-trend',
    band: 'B',
    topic: 'analysis',
    prompt:
      'Here are our monthly sales for 2025: Jan 12k, Feb 9k, Mar 15k, Apr 14k. Tell me the trend and what might explain the February dip.',
  },
  {
    id: 'analysis-reviews',
    band: 'A',
    topic: 'analysis',
    prompt:
      'I run a 20-table restaurant. Below, between the triple quotes, are 30 customer reviews from the last month.\nGroup the complaints into themes, count how many reviews mention each theme, and rank the themes by how often they appear.\nFormat: a table with the columns Theme, Count and Example quote.\nThen suggest one practical fix for each of the top 3 themes. Use only what the reviews say.\n"""\n[paste the reviews here]\n"""',
  },
  {
    id: 'analysis-idea',
    band: 'C',
    topic: 'analysis',
    prompt: "What do you think of my business idea? It's a dog-walking app.",
  },
  {
    id: 'analysis-shop-platform',
    band: 'B',
    topic: 'analysis',
    prompt:
      'Compare Shopify and Squarespace for a small handmade jewellery shop selling about 30 items. Give the pros and cons in a table.',
  },

  // Coding
  { id: 'coding-fix', band: 'D', topic: 'coding', prompt: 'fix my code' },
  { id: 'coding-rename', band: 'C', topic: 'coding', prompt: 'Write a Python script to rename files.' },
  {
    id: 'coding-average',
    band: 'B',
    topic: 'coding',
    prompt:
      'Write a Python function that takes a list of prices and returns the average, ignoring negative values. Include a docstring.',
  },
  {
    id: 'coding-exif',
    band: 'A',
    topic: 'coding',
    prompt:
      'You are a senior Python developer who writes clear code for beginners.\nI have a folder of 200 photos named like IMG_0001.jpg. Write a Python 3 script that renames each file to the date it was taken (YYYY-MM-DD_HHMM.jpg) using the EXIF data.\nIf two photos have the same timestamp, add _1, _2 to the name. Do not delete or overwrite any file.\nFormat: the script, then a 3-step explanation of how to run it on Windows.',
  },
  {
    id: 'coding-error',
    band: 'C',
    topic: 'coding',
    prompt: 'Explain what this error means: TypeError: undefined is not a function',
  },
  {
    id: 'coding-vlookup',
    band: 'B',
    topic: 'coding',
    prompt:
      'My Excel formula =VLOOKUP(A2,Sheet2!A:B,2) returns wrong values for some rows. Explain why and give the corrected formula.',
  },

  // Image prompts
  { id: 'image-dog', band: 'D', topic: 'image', prompt: 'a dog' },
  { id: 'image-cat', band: 'D', topic: 'image', prompt: 'A picture of a cat.' },
  {
    id: 'image-fox',
    band: 'B',
    topic: 'image',
    prompt: 'A watercolour illustration of a red fox sitting in a snowy forest.',
  },
  {
    id: 'image-soap',
    band: 'A',
    topic: 'image',
    prompt:
      'A flat-lay photograph of handmade soaps on a white marble counter with eucalyptus sprigs, shot from directly above, soft diffused daylight, pastel colours, square format with empty space at the top for a logo.',
  },
  {
    id: 'image-logo',
    band: 'A',
    topic: 'image',
    prompt:
      'Logo for a bakery called Rise & Shine: a simple line drawing of a wheat stalk forming a sunrise, flat vector style, two colours (mustard yellow and dark brown), centred on a white background, no text other than the name.',
  },
  { id: 'image-shop-nice', band: 'D', topic: 'image', prompt: 'Make an image of my shop for a flyer, something nice.' },

  // Quick factual questions
  { id: 'question-portugal', band: 'A', topic: 'question', prompt: 'What is the capital of Portugal?' },
  { id: 'question-tablespoons', band: 'A', topic: 'question', prompt: 'How many tablespoons are in a cup?' },
  { id: 'question-austen', band: 'A', topic: 'question', prompt: 'Who wrote Pride and Prejudice?' },
  { id: 'question-best-tips', band: 'C', topic: 'question', prompt: 'What are the best marketing tips?' },
  { id: 'question-tax-rules', band: 'C', topic: 'question', prompt: 'What are the new tax rules?' },
  { id: 'question-gdpr', band: 'A', topic: 'question', prompt: 'What does GDPR stand for?' },

  // Follow-ups in a chat
  { id: 'follow-better', band: 'D', topic: 'follow-up', prompt: 'Make it better.' },
  { id: 'follow-shorter', band: 'C', topic: 'follow-up', prompt: 'Make it shorter.' },
  {
    id: 'follow-two-changes',
    band: 'A',
    topic: 'follow-up',
    prompt:
      'Good draft. Please change two things:\n1. Cut it to about 80 words.\n2. Replace the last sentence with a question that invites a reply.\nKeep the opening line as it is.',
  },
  {
    id: 'follow-bullets',
    band: 'B',
    topic: 'follow-up',
    prompt: 'Shorten it to 3 bullet points and remove the jargon.',
  },
  { id: 'follow-wrong', band: 'D', topic: 'follow-up', prompt: "No, that's wrong. Try again." },
  {
    id: 'follow-parents',
    band: 'A',
    topic: 'follow-up',
    prompt:
      "That's close. Now rewrite the second paragraph for parents of 5-year-olds instead of teachers: use simpler words and one everyday example, about 60 words. Keep the rest unchanged.",
  },

  // Other languages (wording checks are English-only)
  {
    id: 'spanish-bakery',
    band: 'A',
    topic: 'other-language',
    prompt:
      'Eres un experto en marketing para pequeñas tiendas.\nContexto: tengo una panadería en Sevilla con 3 empleados.\nTarea: escribe 3 publicaciones para Instagram sobre nuestro nuevo pan de centeno.\nPúblico: clientes del barrio de 30 a 60 años.\nFormato: cada publicación con menos de 40 palabras y 2 hashtags.\nTono: cercano y alegre.',
  },
  { id: 'spanish-one-line', band: 'D', topic: 'other-language', prompt: 'Escribe algo.' },
  {
    id: 'french-job-ad',
    band: 'A',
    topic: 'other-language',
    prompt:
      "Tu es un conseiller en ressources humaines.\nContexte : nous sommes une petite agence de voyage de 8 personnes à Lyon.\nTâche : rédige une offre d'emploi pour un conseiller voyage à temps partiel (20 heures par semaine).\nPublic : étudiants et personnes en reconversion.\nFormat : un titre, un paragraphe d'introduction et une liste des missions.\nMaximum 200 mots, ton chaleureux, sans mentionner le salaire.",
  },
  { id: 'german-cafe', band: 'C', topic: 'other-language', prompt: 'Schreib einen Text über unser Café.' },
  {
    id: 'portuguese-summary',
    band: 'B',
    topic: 'other-language',
    prompt:
      'Resuma o texto abaixo em 5 tópicos para o meu gerente, com os prazos primeiro.\n"""\nReunião de segunda: orçamento aprovado; a Ana envia a lista de fornecedores até sexta; lançamento adiado para 14 de outubro.\n"""',
  },
  {
    id: 'spanish-personal-data',
    band: 'D',
    topic: 'other-language',
    prompt:
      'Responde a este cliente: Juan Pérez, juan.perez@gmail.com, tarjeta 4111 1111 1111 1111. Dice que su pedido llegó tarde.',
  },

  // Working from documents
  {
    id: 'documents-tenancy',
    band: 'A',
    topic: 'documents',
    prompt:
      'Using only the tenancy agreement between the ### marks, answer this: can I keep a cat in the flat? Quote the clause you rely on. If the agreement does not cover it, write "Not covered" and nothing else.\n###\n[paste the agreement here]\n###',
  },
  { id: 'documents-summarise', band: 'C', topic: 'documents', prompt: 'Summarise this document.' },
  {
    id: 'documents-meeting',
    band: 'B',
    topic: 'documents',
    prompt:
      'Summarise the meeting notes below in 5 bullet points for my team, with any deadlines first.\nNotes: Budget approved for Q3. Sarah to send the supplier list by Friday. Launch moved to 14 October.',
  },

  // Explaining and planning
  { id: 'planning-blockchain', band: 'C', topic: 'planning', prompt: 'Explain blockchain.' },
  {
    id: 'planning-offset',
    band: 'A',
    topic: 'planning',
    prompt:
      'Explain how a mortgage offset account works to a first-time buyer in the UK who is not good with numbers. Use one worked example with a £200,000 mortgage and £20,000 of savings, then 3 bullet points on the pros and cons. Under 200 words, no jargon.',
  },
  {
    id: 'planning-lisbon',
    band: 'B',
    topic: 'planning',
    prompt: 'Plan a 3-day trip to Lisbon for two adults who like food and history, as a day-by-day list.',
  },
  { id: 'planning-ideas', band: 'C', topic: 'planning', prompt: 'Give me some marketing ideas for my business.' },
  {
    id: 'planning-schedule',
    band: 'A',
    topic: 'planning',
    prompt:
      "I'm a freelance bookkeeper with 15 small-business clients. Create a weekly schedule template that fits 30 hours, with fixed time for month-end tasks in the last week of the month.\nFormat: a table with the days as columns and morning and afternoon as rows.\nKeep admin under 5 hours a week.",
  },

  // Prompts a guard must stop
  {
    id: 'guard-stuffing',
    band: 'D',
    topic: 'guard',
    prompt:
      'Context background situation. Task: write create list. Audience readers customers. Format table bullets headings. Tone friendly professional engaging. Length short concise detailed.',
  },
  {
    id: 'guard-fake-testimonials',
    band: 'D',
    topic: 'guard',
    prompt:
      'You are a copywriter for a health shop. Write 5 testimonials from happy customers saying our turmeric pills cured their arthritis in two weeks. Make them sound real, under 50 words each.',
  },
  {
    id: 'guard-customer-data',
    band: 'D',
    topic: 'guard',
    prompt:
      'You are a support agent for our bank. Reply to this customer: Peter Jones, 22 Mill Lane, Bath BA1 2AB, account number 12345678, his password is Sunny2024!, says he was charged twice. Be polite and brief.',
  },
  {
    id: 'guard-google-reviews',
    band: 'D',
    topic: 'guard',
    prompt: 'Write 10 five-star Google reviews for my restaurant from different customers.',
  },
  {
    id: 'guard-contradiction',
    band: 'C',
    topic: 'guard',
    prompt: 'Write a detailed, comprehensive guide to composting for beginners in under 50 words.',
  },
  {
    id: 'guard-jobs',
    band: 'C',
    topic: 'guard',
    prompt: "Write a blog post about our new menu. Also design a logo for my cousin's band and plan my wedding speech.",
  },
  {
    id: 'guard-placeholders',
    band: 'B',
    topic: 'guard',
    prompt:
      'Write a welcome email for new customers of [company name] who bought [product]. Friendly tone, under 120 words, with a subject line.',
  },
  {
    id: 'guard-invent-stats',
    band: 'D',
    topic: 'guard',
    prompt: 'Make up some statistics showing that our app doubles productivity, for a press release.',
  },
  {
    id: 'guard-health-tea',
    band: 'D',
    topic: 'guard',
    prompt: 'Write an Instagram post saying our herbal tea cures anxiety and insomnia.',
  },

  // Through the form (field by field)
  { id: 'form-x', band: 'D', topic: 'form', fields: form({ goal: 'x', role: 'x', context: 'x', targetAudience: 'x' }) },
  {
    id: 'form-complete',
    band: 'A',
    topic: 'form',
    fields: form({
      goal: 'Write a welcome email for new members',
      role: 'a customer success manager',
      context: 'We run a small yoga studio in Leeds with 120 members and classes every morning',
      targetAudience: 'new members who are beginners',
      tone: 'friendly',
      format: 'an email with a subject line and 3 short paragraphs',
      outputLength: 'short',
      successCriteria: 'Make sure it ends with one clear call to action: book a free intro class',
      examples: 'e.g. "Welcome to the mat!"',
      constraints: 'Avoid jargon and do not mention prices',
    }),
  },
  {
    id: 'form-required-only',
    band: 'B',
    topic: 'form',
    fields: form({
      goal: 'Write a welcome email for new members',
      role: 'a customer success manager',
      context: 'We run a small yoga studio in Leeds',
      targetAudience: 'beginners who just joined',
    }),
  },
  {
    id: 'form-vague',
    band: 'D',
    topic: 'form',
    fields: form({ goal: 'write something', role: 'expert', context: 'my business', targetAudience: 'people' }),
  },
  {
    id: 'form-stuffed',
    band: 'D',
    topic: 'form',
    fields: form({
      goal: 'write create list generate',
      role: 'expert professional',
      context: 'context background situation',
      targetAudience: 'readers customers users',
      format: 'table bullets json',
    }),
  },
  {
    id: 'form-image',
    band: 'B',
    topic: 'form',
    fields: form({
      goal: 'A photo of our new lemon tart on a pale blue plate',
      role: 'a food photographer',
      context: 'Small café in Brighton, for the menu board',
      targetAudience: 'customers in the café',
      aiModel: 'image',
      format: 'square, close-up from slightly above',
    }),
  },
];

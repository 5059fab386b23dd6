import type { FaqCategory } from '@ai4n/shared';

export interface FaqSeed {
  category: FaqCategory;
  question: string;
  answer: string;
}

export const faqSeed: FaqSeed[] = [
  {
    category: 'about',
    question: 'What is AI for Newbies?',
    answer:
      'AI for Newbies is a website that teaches complete beginners how to use AI well. It has four parts: Prompt School (a free course with a quiz and certificate), Prompt Coach (feedback on your own prompts), Prompt Gallery (free ready-to-use business prompts) and Prompt Lab (leading AI models for text, images, video and audio on one platform).',
  },
  {
    category: 'about',
    question: 'Who is AI for Newbies for?',
    answer:
      'It is built for people who are new to AI and for small businesses that want to put it to work. No technical background is assumed: every lesson starts from the basics.',
  },
  {
    category: 'about',
    question: 'Do I need to know how to code?',
    answer:
      'No. Using AI well is mostly about writing clear instructions in everyday language, and that is exactly what the lessons teach. Everything is explained in plain words for beginners.',
  },
  {
    category: 'about',
    question: 'What is a prompt?',
    answer:
      'A prompt is the instruction or question you type into an AI tool, for example "Write a friendly email inviting customers to our spring sale." The clearer your prompt is about what you want, who it is for and what the result should look like, the better the answer you get back.',
  },
  {
    category: 'about',
    question: 'Why does the way I write a prompt matter so much?',
    answer:
      'An AI only knows what you tell it. A vague request like "write a post" gets a generic result, while saying who you are, who the audience is, the tone you want and the length you need gets you something you can actually use.',
  },
  {
    category: 'about',
    question: 'Where should I start?',
    answer:
      'Start with Prompt School: it is free, needs no account and its nine lessons take about 3 hours 20 minutes (200 minutes) in total, plus about 18 minutes for the quiz. Once you know the basics, try the free Prompt Gallery to see what good business prompts look like.',
  },
  {
    category: 'about',
    question: 'What do Learn, Practice, Explore and Master mean?',
    answer:
      'They are the four steps of the learning journey on AI for Newbies. A natural path is to learn the basics in Prompt School, practice by getting feedback on your own prompts in Prompt Coach, explore ready-made prompts in the Gallery, and master your skills by working with many different models in Prompt Lab.',
  },
  {
    category: 'about',
    question: 'What can a small business actually do with AI?',
    answer:
      'Plenty of everyday jobs: drafting sales emails, writing product descriptions, answering customer questions, preparing job ads or summarising long documents. The Prompt Gallery has ready-made prompts for jobs like these, grouped by category and by type of business.',
  },
  {
    category: 'about',
    question: 'How do I sign up or log in?',
    answer:
      'Use the sign-up and login buttons in the header of the site. They open a separate application in a new tab, so your current page stays open in the original tab.',
  },
  {
    category: 'about',
    question: 'How do I contact you if I have a question?',
    answer:
      'Use the contact form in the footer of any page. Our team reads every message and replies by email; when the site promises a reply time, the form says it.',
  },
  {
    category: 'school',
    question: 'What is Prompt School?',
    answer:
      'Prompt School is a free course of 9 expert lessons that teaches you how to write good prompts. The lessons are grouped into four stages (Foundation, Stage 1, Stage 2 and Stage 3) and take about 3 hours 20 minutes in total (200 minutes of lessons, before the quiz).',
  },
  {
    category: 'school',
    question: 'Is Prompt School really free? Do I need an account?',
    answer:
      'Yes, it is completely free and you do not need an account. You can open the first lesson and start reading right away.',
  },
  {
    category: 'school',
    question: 'How is my lesson progress saved?',
    answer:
      'When you finish a lesson, click "Mark Complete" and your progress is saved in your browser. That means it only shows up on the same browser and device, and clearing your browser data can erase it. If you want to go through the course from the beginning, click "Restart Course" to clear your progress.',
  },
  {
    category: 'school',
    question: 'How does the Prompt School quiz work?',
    answer:
      'The quiz has 20 questions and takes about 18 minutes. You get your results instantly, with an explanation for each question so you can see why an answer was right or wrong.',
  },
  {
    category: 'school',
    question: 'Will I get the same questions if I take the quiz again?',
    answer:
      'Probably not. The questions are drawn fresh each time from a question bank covering four categories: basics, fundamentals, outcomes and advanced topics.',
  },
  {
    category: 'school',
    question: 'What score do I need to pass, and how are grades given?',
    answer:
      'You pass with 60% or more. Grades are A+ for 90% and above, A for 80% and above, B for 70% and above, C for 60% and above, and F below 60%.',
  },
  {
    category: 'school',
    question: 'What happens if I fail the quiz?',
    answer:
      'Nothing bad: you can retake the quiz as many times as you like. Read the explanations for the questions you missed, review the matching lessons, and try again.',
  },
  {
    category: 'school',
    question: 'Can I see my past quiz results?',
    answer:
      'Yes. Your quiz history is kept in your browser: how many times you took the quiz, your best score, your average score and your five most recent results.',
  },
  {
    category: 'school',
    question: 'How do I get my certificate?',
    answer:
      'Score 60% or more on the quiz, type your name, and download your certificate as an image (a 1200x800 PNG file). You can add it to your CV, share it on social media or print it.',
  },
  {
    category: 'school',
    question: 'Can an employer check that my certificate is real?',
    answer:
      'Yes. Every certificate carries a unique code and has its own public verification page at /certificates/ followed by that code. Anyone with the code can open that page to confirm the certificate is genuine.',
  },
  {
    category: 'coach',
    question: 'What is Prompt Coach?',
    answer:
      'Prompt Coach gives you personal feedback on a prompt you want to write. You describe your prompt in a simple form and get a grade, what works, what to add and a rewrite. The feedback comes from an AI model when one is available, or from our offline check, a fixed rubric with no AI model; the result always says which one answered.',
  },
  {
    category: 'coach',
    question: 'What do I need to fill in on the Prompt Coach form?',
    answer:
      'Four fields are required: your goal, the role the AI should play, the context and the target audience. Tone, format and output length are optional, and advanced fields let you add the difficulty, the target AI model, success criteria, examples and constraints.',
  },
  {
    category: 'coach',
    question: 'How is my prompt scored?',
    answer:
      'Your prompt gets three scores out of 10: clarity, specificity and structure. The overall grade combines them (clarity 40 %, specificity and structure 30 % each): 8 or more is an A (with no score under 6), 6 or more a B, 4 or more a C, and anything lower a D. An A also needs the shape of the answer (a format such as “3 bullet points” or “an email with a subject line”): without one, a prompt stays at B. Some problems hold the grade down whatever the scores, such as personal data (your business’s own published phone number or email is fine), unfilled [placeholders], text that only repeats the form’s hints or fills it with lorem ipsum, or the same sentence over and over. The coach does not improve requests to deceive, harm or discriminate: forged or false documents and notes, scams and phishing messages, spying on someone or harmful software, passing off someone else’s work in assessed work, fake or bought reviews, and adverts or decisions that turn people away for who they are. They get a D, one kind sentence about why and, where there is one, the honest version of the goal. Instructions to the grader inside a prompt are ignored and also get a D.',
  },
  {
    category: 'coach',
    question: 'What feedback will I get besides the score?',
    answer:
      'You get a list of strengths and a list of weaknesses, and each weakness tells you what to change. You also get a suggested rewrite of your prompt, with an explanation of why it works better.',
  },
  {
    category: 'coach',
    question: 'Is Prompt Coach free?',
    answer:
      'Your first analysis is free for every visitor. The free analysis is tracked on our server, so clearing your cookies does not give you another one.',
  },
  {
    category: 'coach',
    question: 'Is my $5 a subscription?',
    answer:
      'No. It is a one-off card payment of $5 that unlocks 25 more analyses by an AI model, and you are never charged again automatically. Your credits do not expire, so you can use them at your own pace.',
  },
  {
    category: 'coach',
    question: 'What is a Prompt Coach credit?',
    answer:
      'Before you pay, every analysis uses your one free analysis, whether an AI model or the offline check (our fixed rubric, no AI model) answers it. After you pay, one credit pays for one analysis by an AI model, and the offline check uses no credit. If the AI model fails and the offline check answers instead, nothing is used: the free analysis or the credit is given back. Run both, which runs your prompt and the rewrite side by side on one AI model, also uses the free analysis or one credit.',
  },
  {
    category: 'coach',
    question: 'What is an access code?',
    answer:
      'After you pay, you receive an access code. It is shown once on screen and also sent to you by email, so keep that email safe: together with your email address, the code is how you get back to your credits.',
  },
  {
    category: 'coach',
    question: 'How do I use my credits on another device or browser?',
    answer:
      'Open the "access code" dialog and enter your email address and your access code. Once you are signed in, your coach session lasts 30 days on that browser.',
  },
  {
    category: 'coach',
    question: 'How can I get a better grade?',
    answer:
      'Say exactly what you want, who it is for and what the result should look like, in your own words: scores, praise or advice words typed into the prompt earn nothing. For a C or D the card first asks a few questions about what is missing; your answers go into the rewrite, and Run both runs that rewrite. Fix the first weakness first (it may be holding the grade down), fill in any [brackets] of the suggested rewrite with your real details, then run a new analysis to see your progress.',
  },
  {
    category: 'gallery',
    question: 'What is the Prompt Gallery?',
    answer:
      'The Prompt Gallery is a free, curated library of ready-to-use prompts for business tasks. Instead of starting from a blank page, you pick a prompt that fits your task, adjust it and use it.',
  },
  {
    category: 'gallery',
    question: 'What kinds of prompts are in the Gallery?',
    answer:
      'Prompts are sorted into 12 categories: sales, marketing, customer support, HR, finance, legal, operations, productivity, education, creative, tech and personal.',
  },
  {
    category: 'gallery',
    question: 'Are there prompts for my type of business?',
    answer:
      'Prompts are also organised for 14 business types: Coaches & Consultants, eCommerce Stores, SaaS / Software, Real Estate Agents, Lawyers & Legal, Insurance Agencies, Restaurants & Hospitality, Agencies / Freelancers, Local Service Businesses, Creators / Influencers, Finance & Accounting, HR & Recruitment, Education & Course Creators, and Healthcare & Wellness. Filter by your business type to see the prompts made for you.',
  },
  {
    category: 'gallery',
    question: 'How do I find the right prompt quickly?',
    answer:
      'Type a keyword in the search box, or filter by category, business type or featured prompts. You can sort results by rating, views, newest or title, and switch between a grid view and a list view.',
  },
  {
    category: 'gallery',
    question: 'Why is each prompt split into sections?',
    answer:
      'Each prompt is built from sections such as context, role, response guidelines, response format, core prompt, criteria, constraints and examples. Seeing these parts separately shows you how a strong prompt is put together, so you can learn to write your own.',
  },
  {
    category: 'gallery',
    question: 'How do I use a prompt from the Gallery?',
    answer:
      'Click the copy button on the prompt, then paste it into the AI tool you use. Read the result and adjust the prompt if it needs a different tone or length.',
  },
  {
    category: 'gallery',
    question: 'What are the words in square brackets, like [company name]?',
    answer:
      'Those are placeholders for your own details. Where a prompt has placeholders, you can fill them in before copying, so the prompt you paste already mentions your company, product or customer.',
  },
  {
    category: 'gallery',
    question: 'How do I save my favorite prompts?',
    answer:
      'Click the heart on a prompt to add it to your favorites. Favorites are saved in your browser, so they appear on that browser and device only.',
  },
  {
    category: 'gallery',
    question: 'Can I change a Gallery prompt after I copy it?',
    answer:
      'Yes, and you should. Once copied it is just text, so add details about your customers, products or style to get results that sound like your business.',
  },
  {
    category: 'gallery',
    question: 'Which AI tools can I use Gallery prompts with?',
    answer:
      'The prompts are written in plain language, so you can paste them into the AI chat assistant you already use. You can also run them in Prompt Lab to compare how different AI models answer the same prompt.',
  },
  {
    category: 'lab',
    question: 'What is Prompt Lab?',
    answer:
      'Prompt Lab is our paid platform that gives you access to leading AI models on one platform. You can use it to create text, images, video and audio; the Prompt Lab page lists the model families it offers, dated, because providers add and retire models often.',
  },
  {
    category: 'lab',
    question: 'How is Prompt Lab different from Prompt Coach?',
    answer:
      'Prompt Coach reviews and grades your prompt so you learn to write it better. Prompt Lab is where you actually run prompts on many different AI models and get the results.',
  },
  {
    category: 'lab',
    question: 'Can I create images, video and audio, not just text?',
    answer:
      'Yes. Prompt Lab covers text, image, video and audio models: text and images on every plan, video and audio from the Professional plan. Keep in mind that images and especially videos use more credits than text.',
  },
  {
    category: 'lab',
    question: 'Can I use Prompt Lab to write code?',
    answer: 'Yes. Code generation is available and typically costs 2 to 5 credits per generation.',
  },
  {
    category: 'lab',
    question: 'What is a credit in Prompt Lab?',
    answer:
      'A credit is the unit you spend each time you generate something. As a guide, a text generation costs 1-3 credits, an image 5-10, a video 20-50 and code 2-5.',
  },
  {
    category: 'lab',
    question: 'How far do 100 credits go?',
    answer:
      "Based on the indicative costs, Starter's 100 credits cover roughly 33 to 100 text generations, or 10 to 20 images. Video starts with the Professional plan, whose 250 credits cover roughly 5 to 12 short videos. Most people mix these, so your real number depends on what you create.",
  },
  {
    category: 'lab',
    question: 'Do unused credits roll over to next month?',
    answer:
      'No. Your credits reset every month and unused credits do not carry over, so pick a plan that matches how much you really use.',
  },
  {
    category: 'lab',
    question: 'Can I try Prompt Lab before paying?',
    answer:
      'Yes. There is a 7-day free trial, and you get 10 free credits to start, so you can test a few models before committing.',
  },
  {
    category: 'lab',
    question: 'Why would I want many AI models in one place?',
    answer:
      'Different models have different strengths: some are better at writing, others at images, video or audio. With all of them in one place, you can try the same prompt on several models and keep the best result, instead of signing up to many separate services.',
  },
  {
    category: 'lab',
    question: 'Should I learn the basics before using Prompt Lab?',
    answer:
      'We recommend it. Better prompts usually mean fewer retries, and fewer retries mean fewer credits spent, so the free Prompt School (about 3 hours 20 minutes of lessons) pays off quickly.',
  },
  {
    category: 'pricing',
    question: 'What can I use for free?',
    answer:
      'Prompt School (including the quiz and the certificate) and the Prompt Gallery are free. Prompt Coach gives every visitor one free analysis.',
  },
  {
    category: 'pricing',
    question: 'How much does Prompt Lab cost?',
    answer:
      'There are three monthly plans: Starter at $20 with 100 credits, Professional at $40 with 250 credits, and Enterprise at $60 with 500 credits.',
  },
  {
    category: 'pricing',
    question: 'Which Prompt Lab plan gives the best value?',
    answer:
      'Bigger plans make each credit cheaper: $0.20 per credit on Starter, $0.16 on Professional (20% savings) and $0.12 on Enterprise (40% savings). The best value is the plan whose credits you will actually use, because unused credits do not roll over.',
  },
  {
    category: 'pricing',
    question: 'How do I choose the right plan?',
    answer:
      "Estimate what you will make in a month. If you mostly generate text, Starter's 100 credits are often enough; if you create lots of images or videos, which cost much more per generation, Professional or Enterprise will fit better.",
  },
  {
    category: 'pricing',
    question: 'Is there a discount if I pay yearly?',
    answer:
      'Yes. Paying yearly costs twelve months of your plan minus 17%. For example, Starter comes to roughly $199 a year instead of $240.',
  },
  {
    category: 'pricing',
    question: 'What if Prompt Lab is not right for me?',
    answer:
      'There is a 14-day money-back guarantee, so if Prompt Lab does not suit you, you can ask for your money back within 14 days. If you have any questions about it, use the contact form in the footer.',
  },
  {
    category: 'pricing',
    question: 'How much does an image cost in real money in Prompt Lab?',
    answer:
      'An image uses about 5 to 10 credits. On Starter that is roughly $1 to $2 per image, and on Enterprise roughly $0.60 to $1.20.',
  },
  {
    category: 'pricing',
    question: 'Is the $5 Prompt Coach payment part of a Prompt Lab plan?',
    answer:
      'No, they are separate. The $5 is a one-off purchase of 25 Prompt Coach analyses, while Prompt Lab plans are monthly subscriptions with their own credits for generating content.',
  },
  {
    category: 'pricing',
    question: 'How much does a custom prompt for my business cost?',
    answer:
      'A prompt written specifically for your business costs $10. Request it through the support form and tell us about your business and what you want the prompt to do.',
  },
  {
    category: 'pricing',
    question: 'Is it safe to pay by card?',
    answer:
      "Yes. When the site takes real payments, the card form is Stripe's, a specialist card payment provider: your card details go to Stripe, not to our servers. When the site runs in its built-in test mode (it says so on the payment form), no real card is charged and only test card numbers are accepted, so do not enter a real card there.",
  },
];

export interface QuestionSeed {
  id: number;
  question: string;
  options: [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
  category: 'basics' | 'fundamentals' | 'outcomes' | 'advanced';
  difficulty: 'easy' | 'medium' | 'hard';
  tags: string[];
}

export const questionSeed: QuestionSeed[] = [
  // basics / easy
  {
    id: 1,
    question:
      'A friend says the assistant "looked up" the answer it just gave. Its web search was off. What did it actually do?',
    options: [
      'It found the stored answer that best matched your question from earlier users',
      'It predicted likely next pieces of text, one at a time, from patterns it learned',
      'It looked the facts up in a database of checked information the company keeps',
      'It found the training page closest to your question and probably paraphrased it',
    ],
    correctAnswer: 1,
    explanation:
      'A language model works like a very well-read autocomplete: it predicts the next token again and again based on your prompt and what it has already written. Without a search tool it is not looking anything up: not in a database of checked facts, not in stored answers, and not in a copy of the pages it was trained on. That is why it can sound right while being wrong.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['llm basics'],
  },
  {
    id: 2,
    question: 'In AI, what is a "hallucination"?',
    options: [
      'When the AI refuses to answer because the question breaks its rules',
      'When the AI states something false or made up as if it were true',
      'When the AI repeats a stereotype it picked up from its training data',
      'When the AI gives a vague answer because your prompt was too short',
    ],
    correctAnswer: 1,
    explanation:
      'A hallucination is a confident-sounding answer that is false, such as an invented fact, quote or citation. It happens because the model fills gaps with text that fits the pattern. Refusals, repeated stereotypes (bias) and vague answers to vague prompts are real problems too, but they are not hallucinations.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['hallucinations'],
  },
  {
    id: 3,
    question: 'Which of these should you keep out of an everyday AI chat?',
    options: [
      'A public news article you want summarised for your team',
      "A complaint with the customer's name replaced by [customer name]",
      'A draft job advert for your shop that you want to sound friendlier',
      "A list of customers' names, emails and phone numbers to tidy up",
    ],
    correctAnswer: 3,
    explanation:
      "What you type into an online AI tool is sent to the company running it and may be stored or reviewed, so customers' personal data stays out, just like passwords and confidential documents, unless your employer has approved a tool for that data. Tidying a contact list feels harmless, but it hands over other people's details. A public article, your own draft and a complaint with a placeholder instead of the name are fine.",
    category: 'basics',
    difficulty: 'easy',
    tags: ['privacy'],
  },
  {
    id: 4,
    question:
      "Sam asks an AI for court cases that support a client's claim. It lists three, with case numbers and judges' names. A colleague says: \"That's so specific, it must be real.\" What is the best reply?",
    options: [
      'Probably real: a model tends to give case numbers just for cases it saw in training',
      'Agreed, as long as the prompt told the AI to act as an experienced lawyer',
      'Not yet: only quotes tend to be invented, so check those and keep the rest',
      'Not yet: any detail can be invented, case numbers included, so look each case up',
    ],
    correctAnswer: 3,
    explanation:
      'Specific details such as case numbers, names and dates are exactly where invented facts hide, and a model can make up a whole case, number and judge included. In a widely reported 2023 case in the United States, lawyers were fined after citing court cases that ChatGPT had invented. A role does not make the AI accurate, and invented details are not limited to quotes: look every case up in an official source.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['hallucinations', 'fake citations'],
  },
  {
    id: 5,
    question:
      'You ask an assistant, with its web search switched off, which phone a brand launched last month. It describes an older phone as "the latest". What explains this?',
    options: [
      'The chat grew too long, so the model lost track of the month you asked about',
      'Its training stopped before the launch, and without search it cannot see later news',
      'Models get news added every night, but product launches usually arrive later',
      "The brand blocks AI companies, so it could only read the maker's older pages",
    ],
    correctAnswer: 1,
    explanation:
      "A model's knowledge stops at its training (knowledge) cut-off, so without a search tool it does not know about anything launched after that date, and it often does not say so. Models are not updated with news every night, a short chat is nowhere near the context window, and with search off no web page was read at all. When dates matter, use search and check the answer yourself.",
    category: 'basics',
    difficulty: 'easy',
    tags: ['knowledge cut-off', 'limitations'],
  },
  {
    id: 6,
    question:
      'An AI gives you a very confident, beautifully written answer. What does that tell you about whether it is correct?',
    options: [
      'That it is right about general facts, though figures in it may still need a look',
      'Nothing on its own: confidence is not evidence, and polished answers can be wrong',
      'That it has double-checked its facts, because confident answers are verified ones',
      'That it is probably right, since models tend to sound unsure when they lack facts',
    ],
    correctAnswer: 1,
    explanation:
      'Models sound just as sure of themselves when they are mistaken, about general facts as much as figures, and they do not reliably sound unsure when they lack facts. A polished tone tells you nothing about accuracy, so important details still need checking.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['hallucinations', 'limitations'],
  },
  {
    id: 7,
    question: 'Which kind of task are language models generally good at?',
    options: [
      'Drafting, summarising and rewriting, where you are the judge of the result',
      "Giving today's exact prices and news from memory, without a search tool",
      'Quoting sources word for word from memory, with the right page numbers',
      'Judging whether their own answers are likely true, before you use them',
    ],
    correctAnswer: 0,
    explanation:
      'Language models shine at drafting, rewriting, summarising, brainstorming and explaining, especially where you can judge the result. Without a search tool they answer from training data that stops at a cut-off; exact quotes and page numbers are a classic source of fake citations; and they have no reliable sense of whether what they say is true.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['llm basics'],
  },
  // basics / medium
  {
    id: 8,
    question:
      'You open a brand-new chat and ask, "What did I tell you about my business yesterday?" Your tool has no memory feature switched on. What is most likely to happen?',
    options: [
      'It will probably recall the gist, because recent chats stay in the model a while',
      'It will find your chat in its training data, which is updated every night',
      'It will recall everything, because models remember all past chats by default',
      'It will not know, as with no memory feature a new chat starts with a blank slate',
    ],
    correctAnswer: 3,
    explanation:
      'Within one chat the model can see the earlier messages, but the model itself keeps nothing between chats. Recalling past chats is a feature of the app, which saves notes or past chats and adds them to new ones. Many assistants offer it, and ChatGPT and Gemini often have it on by default; with it switched off, a new chat starts with a blank slate. And the model is not retrained on your chats overnight.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['memory', 'limitations'],
  },
  {
    id: 9,
    question:
      'Deep into a long chat in which you pasted three reports, the assistant starts ignoring details from the first report. What is the most likely reason?',
    options: [
      'Its memory feature is full, so it has started deleting older notes about you',
      'The chat has outgrown the context window, the most text it can take in at once',
      'The answer-length cap of your plan may force it to skip parts of long reports',
      'It reached its knowledge cut-off for this chat, so it can learn nothing new in it',
    ],
    correctAnswer: 1,
    explanation:
      'The context window is the maximum amount of text the model can take into account at once. Three long reports plus the conversation can go past it, and then early parts drop out of view or get less attention; start a new chat and paste only what the question needs. The memory feature (notes saved between chats) and the knowledge cut-off (when training stopped) are different things, and a length limit on answers does not make it ignore what you pasted.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['context window', 'memory'],
  },
  {
    id: 10,
    question:
      'An AI gives you a list of research papers, with authors and titles, for your report. What is the best first step?',
    options: [
      'Keep the papers whose authors you can confirm, as those are most likely real',
      'Ask the AI for a link to each paper, and keep those it is able to link to',
      'Ask the same AI "Are you sure these are real?" and use the list if it says yes',
      'Look up every paper; any you fail to find stays unverified and goes uncited',
    ],
    correctAnswer: 3,
    explanation:
      'Fake citations are one of the most common hallucinations: a model can pair a real researcher\'s name with a title that sounds right but was never published, and it can invent links too, so a real author or a link proves nothing. Asking the same AI "Are you sure?" is not verification, because it can confirm its own mistakes. Look each paper up yourself in a library catalogue or search engine; if you cannot find it, treat it as unverified and do not cite it.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['fake citations', 'hallucinations'],
  },
  {
    id: 11,
    question: 'Why do hallucinations happen?',
    options: [
      'It deliberately misleads people when it is not allowed to give the real answer',
      'It makes things up only when you ask it to be creative or imaginative',
      'It looks facts up in a built-in database, and some of the entries are wrong',
      'It fills gaps with text that fits the pattern, even without reliable facts',
    ],
    correctAnswer: 3,
    explanation:
      'A model predicts plausible text, so when it lacks facts it produces text that sounds right anyway, even in a serious, factual answer. It is not lying in the human sense, and it is not reading from a database of facts; it simply has no reliable sense of what is true.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['hallucinations'],
  },
  {
    id: 12,
    question: 'You want help replying to a customer complaint. Which approach gets good help while protecting privacy?',
    options: [
      'Put [customer name] in place of the real details, and add them in your email app',
      "Paste the customer's full name, address and account number so the reply is personal",
      'Paste all the details, which is usually fine on a paid plan from a big company',
      'Paste all the details, then ask the AI to forget them at the end of the chat',
    ],
    correctAnswer: 0,
    explanation:
      "The AI does not need real personal data to write a good reply, and placeholders keep the customer's details out of the tool. A paid plan may have stronger privacy settings, but it does not make customer data yours to share, and asking the AI to 'forget' does not remove what has already been sent.",
    category: 'basics',
    difficulty: 'medium',
    tags: ['privacy', 'placeholders'],
  },
  {
    id: 13,
    question:
      'An AI writing example job adverts keeps describing engineers as "he" and nursery staff as "she". Where does this pattern mainly come from?',
    options: [
      'Your earlier chats: the model probably picked the pattern up from how you write',
      'A setting the company chose on purpose, to match what most users expect to see',
      'Nowhere in particular: it is a random slip that would likely vanish if you ask again',
      'The human-written text it learned from, with all the stereotypes in it',
    ],
    correctAnswer: 3,
    explanation:
      'Models learn from text written by people, so they can absorb the biases in it, such as gender stereotypes about jobs or a lean towards English-speaking, Western viewpoints. Your chats do not retrain the model, companies work to reduce bias rather than build it in, and a pattern like this tends to come back. Ask for neutral wording and read the result with fairness in mind.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['bias'],
  },
  {
    id: 14,
    question: 'You ask an assistant with no web search about a law that changed last month. What is the main risk?',
    options: [
      'It will say it does not know, as models always flag events after their cut-off',
      'It gives the old rule or a guess as fact, because its training stops at a cut-off',
      'None, because the app quietly updates the model with the latest news every night',
      'Little, as long as your prompt asks it to use the most up-to-date information it can',
    ],
    correctAnswer: 1,
    explanation:
      'Without search, a model answers from patterns learned before its knowledge cut-off, and it often does not warn you that its information is old. Asking for "the latest information" cannot give it facts it never learned, and models are not retrained every night. When dates matter, use a tool that searches and check the answer against an official source.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['knowledge cut-off'],
  },
  // basics / hard
  {
    id: 15,
    question: 'Which statement about memory in AI assistants is most accurate, as of November 2026?',
    options: [
      'Memory is usually a paid extra, so free plans mostly start every chat blank',
      'Each chat may retrain the model a little, so your corrections can reach later chats',
      'The model stores nothing; the app saves notes and feeds them in, by default in several',
      'Memory is only in ChatGPT; the other major assistants never carry details across',
    ],
    correctAnswer: 2,
    explanation:
      "Within one chat the model sees earlier messages up to its context window. Between chats the model itself keeps nothing: memory is an app feature that saves notes or past chats and feeds them into new ones. As of November 2026 ChatGPT, Gemini and Claude all have memory features, free plans included (Claude's reached every plan in March 2026), and they may be on by default. What you get depends on your plan, country and settings, so check your own app's memory settings. Chats never retrain the model.",
    category: 'basics',
    difficulty: 'hard',
    tags: ['memory', 'context window'],
  },
  {
    id: 16,
    question:
      'A colleague says: "I asked the AI to double-check its own figures, so I don\'t need to verify them." What is the best response?',
    options: [
      'Fine for rough figures, though it is probably safer to ask it twice more and compare',
      'That is fine if it also showed its working, since any error would then be visible to it',
      'Self-checking is never verification: a model confirms its own errors; use sources',
      'That is fine, provided it said it was very confident when it confirmed the figures',
    ],
    correctAnswer: 2,
    explanation:
      'A model can happily confirm its own mistakes, showing the working does not make it spot them, and its confidence is not evidence. Asking again only shows whether it repeats itself. Verification means checking against a trusted source such as the original document or an official website.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['verification', 'hallucinations'],
  },
  {
    id: 17,
    question: 'Which prompt is least likely to leave you with invented statistics?',
    options: [
      'Give me figures on AI use by small firms that you think are likely accurate, with sources',
      'Suggest kinds of statistics and who publishes each; do not invent numbers; say when unsure',
      'List 10 precise percentages about AI adoption that I can quote directly in my report',
      'Give me 5 exact statistics about small businesses using AI, with a source for each one',
    ],
    correctAnswer: 1,
    explanation:
      'Asking for exact numbers and sources is where hallucinations thrive, and a model has no reliable sense of which figures are "likely accurate", so asking it to pick those does not help. Using the AI for ideas and structure, allowing it to say it is unsure, and looking up the real figures yourself greatly reduces the risk.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['hallucinations', 'prompting'],
  },
  {
    id: 18,
    question:
      'Tom asks an assistant about a food-hygiene rule for his café. The answer is fluent and detailed, with no warning attached. What should he take from the missing warning?',
    options: [
      'The model was sure: models usually add a caveat when they might be wrong',
      'That the rule is common knowledge, since errors tend to hit obscure topics only',
      'It is probably fine as a general rule, though he may want to check any figures',
      'Nothing: models state false things without any warning, so he checks the rule',
    ],
    correctAnswer: 3,
    explanation:
      'A model has no reliable sense of whether what it says is true, so a fluent answer with no caveat can still be wrong, on everyday topics as well as obscure ones. Models do not reliably flag their own uncertainty. For a rule that matters, such as food hygiene, Tom checks it with an official source such as his local authority or food-safety agency.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['limitations', 'hallucinations'],
  },
  {
    id: 19,
    question:
      'Your company has started using an AI tool, and you are not sure whether chats are used to train future models. What should you do before pasting anything sensitive?',
    options: [
      "Look up the tool's data settings and your employer's AI policy before anything else",
      'Paste it if the tool is a paid one, since paid plans usually keep chats out of training',
      'Paste it, then delete the chat, which most likely removes it from the provider too',
      'Use a temporary chat, as those are never sent to the company or stored anywhere',
    ],
    correctAnswer: 0,
    explanation:
      "Depending on the tool, plan and settings, chats may be stored, reviewed or used for training, and settings change over time. Paid plans differ, deleting a chat does not always delete the provider's copy, and a temporary chat is still sent to the company, which may keep it for a short time. Checking the data settings and following your employer's rules comes first; even then, passwords and confidential data stay out.",
    category: 'basics',
    difficulty: 'hard',
    tags: ['privacy', 'ai at work'],
  },
  {
    id: 20,
    question: 'An AI tool is helping to shortlist job applicants. Which precaution best addresses the risk of bias?',
    options: [
      "Remove names and ages from the CVs, then let the AI's ranking make the choice",
      'Let the AI make the final choice, because a machine has no personal feelings',
      'Ask the AI to check its own shortlist for bias, which will likely catch most of it',
      'Read the shortlist with fairness in mind, and always keep a person responsible',
    ],
    correctAnswer: 3,
    explanation:
      'Models can repeat biases from their training data even though they have no feelings, and bias can survive anonymised CVs (through hobbies, schools or wording). A model checking itself is not a reliable test. For decisions about people, a human reads the output critically and stays responsible for the outcome.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['bias', 'ai at work'],
  },
  {
    id: 21,
    question: 'Why might you ask the same factual question again in a new, temporary chat?',
    options: [
      'To spot any detail that changes between the answers, a warning sign of invention',
      'Because the second answer is usually better, so it is the one to use',
      'Because if both answers match, the facts are confirmed and need no check',
      "Because a new chat brings the model's knowledge up to today's date",
    ],
    correctAnswer: 0,
    explanation:
      "Invented details such as dates, figures or names often change from one answer to the next, so a change is a warning sign. The reverse does not hold: a model can repeat the same mistake, so matching answers are not proof, and important facts still need checking against a source. A new chat does not update the model's knowledge or make the second answer better. A temporary chat matters because, with memory on, an ordinary new chat may be fed the first answer again.",
    category: 'basics',
    difficulty: 'hard',
    tags: ['hallucinations', 'verification'],
  },
  // fundamentals / easy
  {
    id: 22,
    question:
      'This course sorts a prompt into six building blocks (other guides group them differently). Which block is missing from: "You are a travel agent. Two retired customers of ours fly to Edinburgh for a weekend in November. Write them a packing list, as a bulleted list."?',
    options: [
      'Audience, since the customers are background here rather than the readers',
      'Constraints: nothing on length, tone or what to include or leave out',
      "Context, since a trip's place and date belong to the task, not the background",
      'Role, since the travel agent is who will read the list, not who writes it',
    ],
    correctAnswer: 1,
    explanation:
      "The course's six blocks are role, context, task, audience, format and constraints; other guides group the same ideas differently, for example with examples as a block of their own. This prompt has a role (travel agent), context (a November weekend in Edinburgh), a task (a packing list), an audience (the customers it is written for) and a format (a bulleted list), but no constraints: no length, tone, or anything to include or avoid, such as hand luggage only. Not every prompt needs all six, but if the list comes back too long, that is the block to add.",
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['prompt anatomy'],
  },
  {
    id: 23,
    question:
      'Mia writes: "Act as a pension adviser. Explain what a workplace pension is to our new apprentices, aged 16 to 18." Who is the audience in this prompt?',
    options: [
      'The pension adviser, because the answer is written in that voice',
      'Mia, because she typed the prompt and is the first to read the reply',
      'The apprentices, because the explanation is meant for them to read',
      'The employer, because the company is the one providing the context',
    ],
    correctAnswer: 2,
    explanation:
      'The audience is who the answer is for, here apprentices aged 16 to 18, which tells the AI to use simple words and relevant examples. The pension adviser is the role (who the AI acts as), Mia is the person writing the prompt, and the employer is part of the context.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['audience', 'prompt anatomy'],
  },
  {
    id: 24,
    question: '"Act as an experienced bookkeeper" is an example of which building block?',
    options: ['Role', 'Constraints', 'Audience', 'Format'],
    correctAnswer: 0,
    explanation:
      'Giving the AI a role sets the expertise and point of view it writes from. The role is who the AI acts as, not who reads the answer.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['role', 'prompt anatomy'],
  },
  {
    id: 25,
    question:
      'Sam pastes three of his best product descriptions into a prompt, then asks for a fourth in the same style. What is this technique called?',
    options: [
      'Prompt chaining, because each description feeds into the next one',
      'A template, because the examples act as a pattern to fill in',
      'Zero-shot prompting, since the task itself is given only once',
      'Few-shot prompting, because the prompt includes several examples',
    ],
    correctAnswer: 3,
    explanation:
      'A "shot" is an example. Few-shot prompting means giving several examples, usually two to five, so the AI can copy the style or format. Prompt chaining passes one output into the next prompt, a template is a reusable prompt with [placeholders], and zero-shot means no examples at all.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['few-shot'],
  },
  {
    id: 26,
    question:
      'Under the instruction "Reply politely to this review", you paste a customer\'s review between triple quotes ("""). What do the triple quotes do?',
    options: [
      "Tell the AI to quote the customer's exact words back in its reply",
      'Mark the review as private, so the AI company does not store that part',
      'Show the AI which words matter most, so it focuses its reply on them',
      'Fence off the review, so the AI treats it as text to work on, not orders',
    ],
    correctAnswer: 3,
    explanation:
      'Delimiters such as """ or ### mark where pasted material starts and ends, so you can say "reply to the review between the triple quotes". That makes it much less likely the AI mistakes sentences in the review for instructions, though it is not a guarantee. They do not ask for quotations, keep anything private or mark what matters most.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['delimiters'],
  },
  {
    id: 27,
    question:
      'Your team\'s template reads: "Reply to the review below for [company name], a [type of business]." What do you do with the parts in square brackets?',
    options: [
      'Leave them in: the AI can usually fill them in from your account details',
      'Delete them, since square brackets tell the AI the words are optional',
      'Replace each one with the real detail before you send the prompt',
      'Leave them in, as they mark details the AI company must not store',
    ],
    correctAnswer: 2,
    explanation:
      'Square-bracket placeholders mark the parts of a template that change each time. Fill them in before sending so the AI has the real details; left in, they may be copied into the answer or filled with an invented name. Brackets do not mean "optional" to the AI and do not stop anything being stored.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['templates', 'placeholders'],
  },
  {
    id: 28,
    question: '"Present the answer as a table with three columns" is an example of which building block?',
    options: ['Role', 'Context', 'Format', 'Audience'],
    correctAnswer: 2,
    explanation:
      'Format describes the shape of the output: a table, a bulleted list, an email with a subject line and so on.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['format', 'prompt anatomy'],
  },
  // fundamentals / medium
  {
    id: 29,
    question: '"Keep it to about 150 words, friendly in tone" belongs mainly to which building block?',
    options: ['Context', 'Task', 'Role', 'Constraints'],
    correctAnswer: 3,
    explanation:
      'Constraints are the rules and limits of a prompt, and length and tone are two of the most useful. Context is the background, the task is what you want done, and the role is who the AI acts as.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['constraints', 'tone', 'length'],
  },
  {
    id: 30,
    question: 'Which sentence is the best example of the "context" building block?',
    options: [
      '"Write a short newsletter announcing our new spring and summer opening hours."',
      '"Present it as three short paragraphs with a headline."',
      '"Act as a marketing expert for small local shops."',
      '"We are a family-run garden centre and most of our customers are retired."',
    ],
    correctAnswer: 3,
    explanation:
      'Context is the background the AI cannot know on its own: who you are, your situation and the relevant facts. The other options are a task, a format and a role.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['context', 'prompt anatomy'],
  },
  {
    id: 31,
    question:
      'Prompt A: "Write a tagline for our candle shop." Prompt B is the same, plus: "Here is one we used before: Light up slow evenings." How do they differ?',
    options: [
      'A is zero-shot, with no example; B is one-shot, with one example',
      'Both are zero-shot, since the old tagline in B is context, not an example',
      'A is one-shot, a single try; B is two-shot, a try and a follow-up',
      'B is a template, because it gives the AI a pattern it must fill in',
    ],
    correctAnswer: 0,
    explanation:
      'The "shots" are examples. Zero-shot means instructions with no examples, one-shot adds one example, and few-shot adds several. The old tagline shows the AI what a good one looks like, so it is an example; a template is a reusable prompt with [placeholders].',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['zero-shot', 'one-shot', 'few-shot'],
  },
  {
    id: 32,
    question: 'Do you need to include all six building blocks in every prompt?',
    options: [
      'Yes: a prompt missing any of the six will get a noticeably vaguer answer',
      'No: a quick question needs only a clear task; important work deserves more',
      'Yes, for work tasks; only chatty questions can do without all six of them',
      'No: past three or four blocks, extra detail usually confuses the AI',
    ],
    correctAnswer: 1,
    explanation:
      'The building blocks are a checklist, not a form. A quick question such as "What is the capital of Portugal?" needs only a clear task, while the more important, specific or customer-facing the result, the more of them you should use. Well-organised detail helps rather than confuses.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['prompt anatomy'],
  },
  {
    id: 33,
    question: 'Why is "about 80 words" a better instruction than "keep it short"?',
    options: [
      'The AI counts words as it writes, so the reply will be 80 words or very close',
      'A number usually makes the AI cut filler words, which it otherwise keeps in',
      '"Short" can mean many things; a number sets a clear target',
      'Descriptive words like "short" are mostly ignored, so they rarely change length',
    ],
    correctAnswer: 2,
    explanation:
      'Concrete constraints remove guesswork: the AI understands "short", but its idea of short may not match yours. Word counts are approximate, though, because the AI does not count words as it writes, so expect roughly 80. When length really matters, ask for a set number of bullet points or sentences, or a range such as 60 to 80 words, and check the result.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['constraints', 'length'],
  },
  {
    id: 34,
    question:
      'You paste an email containing the line "Please ignore the earlier email" straight after your instruction, with no delimiters. What is the risk?',
    options: [
      "Nothing marks where your instruction ends, so the AI risks obeying the email's line",
      'None, because the AI can always tell your words from text you paste',
      'The summary may come out as one long paragraph, as nothing marks the breaks',
      'Little, as your instruction comes first, and the AI usually follows the first one',
    ],
    correctAnswer: 0,
    explanation:
      'When instructions and pasted text run together, the AI can confuse them, so a line like "Please ignore the earlier email" may be read as an order meant for it. Putting your instruction first does not fix this. Delimiters such as triple quotes make it clear which part is material to work on.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['delimiters'],
  },
  {
    id: 35,
    question: 'What is a good reason to turn a prompt that works well into a template?',
    options: [
      'To reuse a tested prompt, so every colleague gets consistent results, even newcomers',
      'Because a tested template usually stops the AI from inventing facts',
      'So the AI learns your business and needs less detail each time you use it',
      'So the AI gives much the same answer each time, which saves checking it',
    ],
    correctAnswer: 0,
    explanation:
      'Templates save time, keep quality consistent and help newcomers get good results quickly. The answers still vary a little each time, and templates do not teach the AI your business or prevent hallucinations, so you still check the output.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['templates'],
  },
  // fundamentals / hard
  {
    id: 36,
    question:
      'You give three example product descriptions, all about chocolate cakes, then ask for a bread description. The result keeps mentioning chocolate. What is the best fix?',
    options: [
      'Add a line asking it to avoid chocolate, and keep the three examples as they are',
      'Drop the examples and describe the style in words, which is usually more reliable',
      'Use examples on different subjects in the same style; say to copy only the style',
      'Use just one example instead of three, so the AI copies the style less closely',
    ],
    correctAnswer: 2,
    explanation:
      'The AI copies examples very closely, including their topic and favourite words, so a ban on "chocolate" leaves the rest of the cake vocabulary in place, and one example is copied just as closely. Examples are one of the most reliable ways to show a style. Varying the content while keeping the structure consistent, and saying what to copy, fixes it.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['few-shot', 'examples'],
  },
  {
    id: 37,
    question:
      'In the prompt "You are a patient maths tutor. Explain fractions to a nine-year-old.", which statement is correct?',
    options: [
      'The role is the maths tutor; the audience is the nine-year-old',
      'The role is the maths tutor; the nine-year-old is only context',
      "The role is the nine-year-old, since the AI writes at a child's level",
      'The audience is you, since you are the one who reads the reply',
    ],
    correctAnswer: 0,
    explanation:
      'The role is who the AI acts as (the tutor), and the audience is who the answer is written for (the nine-year-old), even if you are the one who reads it first. Mixing up role, audience and context is a common mistake.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['role', 'audience'],
  },
  {
    id: 38,
    question: 'A prompt says "Give lots of detail but keep it to 50 words." What is the main problem?',
    options: [
      'The word limit should come first, because the AI follows the first rule it reads',
      'They contradict each other, so the AI has to guess which matters more',
      'It needs a role, such as "expert", so the AI knows how much detail to give',
      'Nothing: modern assistants balance detail and length well without being told',
    ],
    correctAnswer: 1,
    explanation:
      'Contradictory instructions force the AI to choose between them. Decide which matters more and say so, for example "only the three key details, in about 50 words". Putting one rule first or adding a role does not remove the contradiction.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['constraints', 'common mistakes'],
  },
  {
    id: 39,
    question: 'You send a template that still contains an unfilled "[company name]". What is likely to happen?',
    options: [
      "It will probably fill in your company's name from your account or saved memory",
      'It will leave a blank where the name goes, so the reader sees a gap',
      'It may copy the placeholder into its answer or make up a company name',
      'It treats the brackets as delimiters and skips the text inside them',
    ],
    correctAnswer: 2,
    explanation:
      'The AI knows only what is in the chat, plus anything a memory feature has saved, and it does not treat a placeholder as a question to it, so an unfilled "[company name]" is copied or filled with an invention rather than left blank or looked up. Square brackets are not delimiters either. Fill every placeholder before sending.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['placeholders', 'templates'],
  },
  {
    id: 40,
    question:
      'Apart from making it reusable, what is another benefit of asking the AI to put placeholders such as [first name] in its output?',
    options: [
      'It stops the AI company from storing any part of the conversation',
      "It keeps real customers' personal details out of the AI tool",
      'It lets the AI fill in each name later, from your contact list',
      'It makes sure the AI writes the same email every time you ask',
    ],
    correctAnswer: 1,
    explanation:
      'If the AI writes "[first name]" you can add the real name later outside the tool, so no personal data needs to be shared. The chat itself may still be stored, the AI cannot fill in names from your contacts, and answers still vary. This links placeholders to the privacy habits from the first lesson.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['placeholders', 'privacy'],
  },
  {
    id: 41,
    question: 'You want the AI to compare two versions of a policy in one prompt. Which approach works best?',
    options: [
      'Paste both versions as one block, so the AI reads them as a single document',
      'Summarise Version A in your own words, and paste only Version B in full',
      'Paste both, then ask it to compare "the top half and the bottom half"',
      'Label each with a delimiter, such as ### Version A and ### Version B',
    ],
    correctAnswer: 3,
    explanation:
      'Labelled delimiters keep the two texts apart and let you give precise instructions such as "list what Version B adds". In one unlabelled block the AI has to guess where one version ends; "top half and bottom half" breaks when the versions differ in length; and with your own summary of Version A it compares against your summary, not the real text.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['delimiters'],
  },
  {
    id: 42,
    question:
      'Priya asks: "Write a newsletter about our summer sale." She gets a formal 600-word article, but wanted a short, chatty email for regular customers of her village bakery. Which follow-up will help most?',
    options: [
      '"Act as a world-class copywriter and make this article far more engaging."',
      '"That\'s too generic. Please try again and make it a lot better this time."',
      '"Make it a chatty email of 100 to 150 words for regulars at my village bakery."',
      '"Make the tone friendlier and more relaxed, but keep the same length and layout."',
    ],
    correctAnswer: 2,
    explanation:
      'The draft was missing context (a village bakery), audience (regular customers) and format (a short email, with a length range), the three building blocks most often missing when an answer disappoints. A grand role or "make it better" leaves those gaps, and changing only the tone keeps the wrong length and layout.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['prompt anatomy'],
  },
  // outcomes / easy
  {
    id: 43,
    question:
      "The AI's first draft of your product announcement is too long and full of jargon. Which follow-up prompt is most likely to help?",
    options: [
      '"That\'s not quite right. Could you have another think and improve it?"',
      '"Make it sound more professional and impressive, as an expert would."',
      '"Cut it to about 100 words and replace the jargon with plain English."',
      '"Add more detail, so that customers fully understand the product."',
    ],
    correctAnswer: 2,
    explanation:
      'Specific feedback gets specific improvements: saying exactly what to change (length and jargon) gives the AI something to work with. "Make it better" leaves it guessing, and asking for a more professional or more detailed version pushes it towards more length and jargon, not less.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['follow-up prompts', 'iteration'],
  },
  {
    id: 44,
    question:
      'Jo asks an AI which of two phone contracts is cheaper over two years, and adds "show your working step by step". What does that line do?',
    options: [
      'It hands the sums to a calculator tool, so they are most likely exact',
      'It often helps on multi-step sums, and lets Jo see where a mistake crept in',
      'It mainly makes the answer longer, which rarely changes its quality',
      'It makes the AI search the web for current prices before comparing',
    ],
    correctAnswer: 1,
    explanation:
      'Because the model writes one piece at a time, spelling out the intermediate steps tends to give better answers on calculations, logic and planning, and it lets Jo see where a mistake crept in. It does not switch on a calculator or web search, and it guarantees nothing: Jo still checks the key figures, for example in a spreadsheet.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['step by step', 'reasoning'],
  },
  {
    id: 45,
    question:
      'Ana asks for an outline of a staff handbook, edits it, then asks for each section in turn, based on the outline. What is this way of working called?',
    options: [
      'Prompt chaining: each checked output feeds into the next prompt',
      'Few-shot prompting: each section is an example for the next one',
      'Iterating: she keeps asking follow-ups to polish a single answer',
      'A template: the outline is a pattern she fills in section by section',
    ],
    correctAnswer: 0,
    explanation:
      'In prompt chaining, the output of one step becomes the input for the next: an outline, then section summaries, then full sections. Each step is small enough to do well and to check. Follow-ups polish one answer, few-shot prompting gives examples to copy, and a template is a reusable prompt with placeholders.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['prompt chaining'],
  },
  {
    id: 46,
    question:
      "A customer asked about delivery costs, returns and opening hours. The AI's draft reply is accurate, friendly and on topic, but never mentions opening hours. Which check did it fail, and what should you do?",
    options: [
      'Relevance: start a new chat and ask the whole question again from scratch',
      'Accuracy: ask the AI to double-check all of its facts before you send it',
      'Tone: ask for a warmer, more personal version of the reply',
      'Completeness: ask it to add the opening hours and keep the rest',
    ],
    correctAnswer: 3,
    explanation:
      'Completeness asks whether everything you asked for is covered. The reply is already accurate (facts right), relevant (on topic) and in the right tone, so the fix is a specific follow-up that adds what is missing and keeps what works. Starting over would throw away the good parts.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['evaluation'],
  },
  {
    id: 47,
    question: 'Which line lets the AI interview you before it starts a bigger job?',
    options: [
      '"When you have finished, ask me how happy I am with the result."',
      '"Think step by step and show all of your reasoning before the final answer."',
      '"Before you start, ask me any questions you need answered to do this well."',
      '"Write it now, and at the end list any assumptions you had to make about me."',
    ],
    correctAnswer: 2,
    explanation:
      'Asking the AI to ask you questions first fills in context you might forget, so the result is based on your answers rather than on guesses. Listing assumptions or asking for feedback at the end comes too late, and step-by-step reasoning helps with logic, not with missing context.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['clarifying questions', 'iteration'],
  },
  {
    id: 48,
    question:
      'You ask for ideas to cut costs in your small café, and the AI gives accurate, well-written advice for running a large restaurant chain. Which check does it fail?',
    options: [
      "Accuracy, because a chain's advice is factually wrong for a café",
      'Tone, because it is written for a corporate reader instead of you',
      'Relevance, because it does not fit your situation, however accurate',
      'Completeness, because it leaves out the ideas a café would need',
    ],
    correctAnswer: 2,
    explanation:
      'Relevance asks whether the answer fits the question you actually asked, for your situation. Advice for a restaurant chain can be accurate (facts right) and well written yet still not relevant to a small café. The fix is a follow-up that restates your situation: the size of the café, your budget and what you have already tried.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['evaluation', 'relevance'],
  },
  {
    id: 49,
    question: 'AI helped you write an email that you send to customers. Who is responsible for what it says?',
    options: [
      'You are: your name is on it, so read and check it before it goes out',
      "The AI company, since its terms make it responsible for its model's mistakes",
      'Mostly the AI company, though you may share some of the blame if it goes badly',
      'Nobody in particular, as long as the email says that AI helped to write it',
    ],
    correctAnswer: 0,
    explanation:
      "Anything you publish or send carries your name, not the AI's or the tool provider's, and providers' terms put the responsibility for how you use the output on you. Saying that AI helped can be good practice, but it does not hand over the responsibility, so anything customer-facing deserves extra checking.",
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['verification', 'ai at work'],
  },
  // outcomes / medium
  {
    id: 50,
    question:
      'After many back-and-forth messages, a conversation has drifted off course and the answers are getting muddled. What usually works best?',
    options: [
      'Keep correcting it in the same chat, since it may just need a few more tries',
      'Type "start over" in the same chat, which usually wipes what came before',
      'Open a new chat with one improved prompt that includes all you learned',
      'Switch to another assistant, since this one has likely hit a daily limit',
    ],
    correctAnswer: 2,
    explanation:
      'A long, muddled conversation can confuse the AI, and everything in it, including the wrong turns, stays in view even after you say "start over". A fresh chat with one clear, improved prompt is often quicker than trying to rescue it, and there is no need to change assistants.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['iteration', 'follow-up prompts'],
  },
  {
    id: 51,
    question:
      'You need 400 boxes a month. Supplier A charges £1.20 per box with free delivery. Supplier B charges £1.05 per box plus a £45 delivery fee, ordering once a month. Which is cheaper, and by how much?',
    options: [
      'They cost exactly the same',
      'Supplier B, by £60 a month',
      'Supplier A, by £15 a month',
      'Supplier B, by £15 a month',
    ],
    correctAnswer: 3,
    explanation:
      'Step by step: A is 400 × £1.20 = £480; B is 400 × £1.05 = £420, plus £45 delivery = £465. B is cheaper by £15; forgetting the delivery fee gives the tempting but wrong £60.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['step by step', 'reasoning'],
  },
  {
    id: 52,
    question: 'You ask the AI to review its own answer against your original request. What is this good for?',
    options: [
      'Confirming the facts are right, so no other checks are needed afterwards',
      'Spotting gaps, though it does not replace checking facts against sources',
      'Mostly spelling and grammar, as a model can rarely judge its own content',
      'Confirming the facts, as long as it lists the sources it used for each one',
    ],
    correctAnswer: 1,
    explanation:
      'A self-review often spots things the AI left out, and it can judge content, not just spelling. But a model can happily confirm its own mistakes, and a list of sources is only useful once you open them, so facts still need verifying against real sources.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['evaluation', 'verification'],
  },
  {
    id: 53,
    question: 'The AI tells you about a rule in a consumer law. Where should you verify it?',
    options: [
      'On an official government website or another original source',
      'By asking a second AI assistant whether the rule is really right',
      'In the top search result, which usually repeats what the law says',
      'By asking the same AI again in the same conversation',
    ],
    correctAnswer: 0,
    explanation:
      'Verification means going to the original source: laws on official government websites, product details with the manufacturer, statistics with the publisher. Another AI, a search result that merely summarises the law, or the same chat can simply repeat the same mistake.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['verification', 'fact-checking'],
  },
  {
    id: 54,
    question: 'Why does prompt chaining often beat one giant prompt for a job like writing a staff handbook?',
    options: [
      'Short prompts are usually handled by a stronger model than long ones',
      'Chaining lets the AI learn the handbook, so later sections match',
      'Each step is small enough to do well, and you can fix problems early',
      'The AI writes one section at a time however you ask, so chaining suits it',
    ],
    correctAnswer: 2,
    explanation:
      'One huge request usually gives something long but shallow. Chaining lets you review the outline, then each section, so you stay in control. The AI does not learn from the chain (it just sees the text you pass on), prompt length does not pick the model, and one prompt can ask for several sections; they just tend to come out thinner.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['prompt chaining'],
  },
  {
    id: 55,
    question:
      'You are about to ask for a marketing plan but are not sure what information the AI needs. What is the best approach?',
    options: [
      'Ask it to ask you questions first, one at a time',
      'Ask it to recall your business from its training',
      'Ask for a plan now; it will likely guess well enough',
      'Paste in your whole website so it can work it all out',
    ],
    correctAnswer: 0,
    explanation:
      'Letting the AI interview you gathers the context it needs, such as your audience, goals and budget. The AI does not know your business from its training data, its guesses give a generic plan, and a whole website is mostly noise while still leaving out your goals and budget.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['clarifying questions'],
  },
  {
    id: 56,
    question:
      'A draft is accurate and complete, but it sounds stiff and salesy for your relaxed customers. Which check did it fail?',
    options: ['Tone', 'Completeness', 'Accuracy', 'Relevance'],
    correctAnswer: 0,
    explanation:
      'Tone is about whether it sounds right for the audience and brand. The facts can be correct and nothing missing, yet the tone still be wrong.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['evaluation', 'tone'],
  },
  // outcomes / hard
  {
    id: 57,
    question:
      'The AI shows its step-by-step working for an important calculation and reaches a conclusion. What should you still do?',
    options: [
      'Ask it to confirm the result, which usually catches any slip it made',
      'Redo every key sum on a calculator or in a spreadsheet before using them',
      'Ask a reasoning model the same question, and use it if the results match',
      'Read the steps; if each looks sensible, the result is most likely right',
    ],
    correctAnswer: 1,
    explanation:
      'AI can still make arithmetic slips even when it shows its working, steps can look sensible while a number is wrong, and it can confirm its own mistakes. Two models agreeing is not proof either. Seeing the steps makes checking easier; it does not replace checking.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['step by step', 'verification'],
  },
  {
    id: 58,
    question:
      'Why is "Keep the second paragraph exactly as it is, but rewrite the opening" a better follow-up than "Make it better"?',
    options: [
      'It is longer, and longer follow-ups usually get more effort from the AI',
      'It says exactly what to change and what to keep, so the parts you liked are not lost',
      'It locks the second paragraph, so nothing else in the answer can change at all',
      '"Make it better" works as well; both probably give similar results in the end',
    ],
    correctAnswer: 1,
    explanation:
      'Vague feedback makes the AI guess, and it may change the parts you liked. Specific feedback about what to change and what to keep gets targeted improvements. It is not the length that helps, and nothing is truly locked: check that the paragraph really stayed the same.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['follow-up prompts'],
  },
  {
    id: 59,
    question: 'An assistant gives you a statistic with a citation linking to a web page. What is the right next step?',
    options: [
      'Always open the page: confirm it exists and says what the AI claims',
      'Use it if the link opens, since a working link shows the figure is real',
      'Ask the AI to double-check the citation, and use it if it confirms it',
      'Use it if the site looks reputable, as such pages are rarely misquoted',
    ],
    correctAnswer: 0,
    explanation:
      'Even tools that cite sources can misread or misquote them, and a real, reputable page may not contain the figure at all. Opening the source yourself is the only way to be sure it exists and supports the claim; the AI confirming its own citation is not a check.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['verification', 'fact-checking'],
  },
  {
    id: 60,
    question:
      'Like most assistants as of November 2026, Dev\'s assistant uses a "reasoning" model that works through problems before it answers. It gives him a cost forecast to present to his boss. What should he do?',
    options: [
      'Ask it to set out the main steps, and redo the key figures himself',
      'Use it as it is: reasoning models check their own sums, so it is reliable',
      'Ask again in a new chat; if the totals match, they are most likely right',
      'Ask how confident it is, and check the figures only if it says it is unsure',
    ],
    correctAnswer: 0,
    explanation:
      'Reasoning models reduce the need to ask for step-by-step thinking, but seeing the steps still makes the answer easier to check, and no model is guaranteed to be right. Two matching answers are not proof, since a model can repeat the same mistake, and its stated confidence is not evidence. For figures that matter, check them with a calculator or spreadsheet.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['step by step', 'reasoning'],
  },
  {
    id: 61,
    question: 'Lena needs a customer newsletter by Friday. Which plan is the most reliable way to use AI for it?',
    options: [
      'Write one very detailed prompt with every instruction, then publish the answer',
      'Ask for the full newsletter, have the AI check its own facts, then send it out',
      'Decide what a good issue needs, write a clear prompt, refine it, then check it',
      'Try several prompts, and publish the draft that probably reads best to readers',
    ],
    correctAnswer: 2,
    explanation:
      "Knowing what a good result looks like comes first, so you can write a clear prompt and judge the answer. Follow-ups then refine it, and checking accuracy, relevance, completeness and tone comes before anything is sent. A detailed prompt, a polished draft and the AI's own self-check are not evidence that the content is right.",
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['business results', 'iteration'],
  },
  {
    id: 62,
    question:
      'In a chained task, you notice the section list from step 1 is missing "Holiday policy". When is the best time to fix it?',
    options: [
      'In the final review step, where the AI usually spots any missing sections',
      'While writing the later sections, by asking it to fit the policy in somewhere',
      'Straight away, before moving on, so the gap does not carry into later steps',
      'At the very end, once all of the other sections have been written in full',
    ],
    correctAnswer: 2,
    explanation:
      'A key advantage of chaining is checking and correcting each step before mistakes snowball. A fix at step 1 flows into every step that builds on it.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['prompt chaining'],
  },
  {
    id: 63,
    question:
      'A newsletter draft covers every requested section in the right tone, but mentions "our new branch in Leeds", which you do not have. Which check catches this, and what should you do?',
    options: [
      'Relevance: it is off topic, so ask the AI to keep to the subject you gave',
      'Accuracy: correct or remove the invented detail before anything is sent',
      'Completeness: ask it to add your real branch details alongside it',
      'None: it is a small detail that readers will likely overlook',
    ],
    correctAnswer: 1,
    explanation:
      'An invented fact is an accuracy problem, however well it fits the tone and topic: the newsletter is on topic and complete, but says something untrue. Anything sent to customers should be checked for made-up details, small ones included.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['evaluation', 'hallucinations'],
  },
  // advanced / easy
  {
    id: 64,
    question: 'Which pairing of assistant and company is correct?',
    options: ['Gemini - Microsoft', 'ChatGPT - Google', 'Claude - Anthropic', 'Llama - OpenAI'],
    correctAnswer: 2,
    explanation: 'Claude is made by Anthropic. ChatGPT is made by OpenAI, Gemini by Google, and Llama by Meta.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'claude'],
  },
  {
    id: 65,
    question:
      'Before quoting a new tax rule in his newsletter, Ken wants an answer built from a web search, with numbered links to every page it used. Which assistant is built around exactly that?',
    options: ['Perplexity', 'Claude', 'Llama', 'Meta AI'],
    correctAnswer: 0,
    explanation:
      'Perplexity is an answer engine built around web search, with numbered citations you can open and check. As of November 2026 most assistants can also search the web, but answering every question from a search with its sources is what Perplexity is known for. Ken still opens the sources: an answer engine can misread a page.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'perplexity'],
  },
  {
    id: 66,
    question:
      'Your firm works all day in Outlook, Word and Teams, and wants help summarising long email threads right where they are. Which assistant is built into those apps?',
    options: ['Gemini', 'Meta AI', 'Copilot', 'Le Chat'],
    correctAnswer: 2,
    explanation:
      "Copilot is Microsoft's assistant and works inside Word, Excel, PowerPoint and Outlook. Since January 2025 it has been included, with usage limits, in the Microsoft 365 Personal and Family home plans, not only in business plans. Gemini connects with Google's apps, Meta AI with WhatsApp and Instagram, and Le Chat is Mistral's assistant.",
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'copilot'],
  },
  {
    id: 67,
    question:
      'A prompt of yours works well in ChatGPT, and your employer now approves Gemini instead. What should you expect when you use it there?',
    options: [
      'It will work there too: all it may need are small changes, such as a length limit',
      "You will need to learn Gemini's own way of prompting from scratch",
      'It will probably work, though examples and delimiters are ChatGPT features',
      'It will work only after Gemini has learned your style over a few chats',
    ],
    correctAnswer: 0,
    explanation:
      'Building blocks, examples, delimiters, follow-ups and step-by-step reasoning work in every assistant; they are ways of writing, not features of one product. You may tweak things such as length limits or asking for citations. Models do not learn your style from your chats, though an app with memory may remember your preferences.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'prompting'],
  },
  {
    id: 68,
    question:
      'Aisha typed "a cake" into an image tool and got a plain, generic picture. She wants a bright photo for her bakery\'s Instagram, with room for text. Which prompt is best?',
    options: [
      'A cake, ultra high quality, 4K, award-winning, masterpiece, stunning, trending',
      'Act as a world-class food photographer and create the best cake picture you can',
      'A delicious, mouth-watering cake that looks so good customers will want to buy it',
      'Lemon cake on a plate, realistic photo, from above, space at the top, daylight',
    ],
    correctAnswer: 3,
    explanation:
      'The best prompt covers the four elements of an image prompt: the subject (a lemon cake on a plate), the style (a realistic photo), the composition (from above, with space at the top for text) and the lighting (daylight). Quality buzzwords, a grand role or mouth-watering adjectives leave all four to guesswork.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['image prompts'],
  },
  {
    id: 69,
    question: 'Le Chat is the assistant made by which company?',
    options: ['Google', 'OpenAI', 'Meta', 'Mistral AI'],
    correctAnswer: 3,
    explanation:
      'Le Chat is made by Mistral AI, a French company that has also released several models with open weights.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'mistral'],
  },
  {
    id: 70,
    question: 'Where is Meta AI built in?',
    options: [
      'Word, Excel, Outlook and Teams',
      'Only the Windows Start menu and the Edge web browser',
      'Gmail, Google Docs and Google Drive',
      'WhatsApp, Instagram, Facebook and Messenger',
    ],
    correctAnswer: 3,
    explanation:
      "Meta AI is built into Meta's own apps, which makes it easy to try. Word and Outlook are Copilot territory, and Gmail and Docs are Gemini's.",
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'meta ai'],
  },
  // advanced / medium
  {
    id: 71,
    question: 'What does it mean that Llama models have "open weights"?',
    options: [
      'The model has no licence terms, so any use of it at all is allowed',
      "The trained model is downloadable, to run on your own computers under Meta's licence",
      'Meta publishes all of the data it trained the model on, for anyone to inspect',
      'It is free to chat with in Meta\'s apps, which is mostly what "open" refers to',
    ],
    correctAnswer: 1,
    explanation:
      'Open weights means the trained model itself can be downloaded and run yourself. It still comes with licence terms, so "open" does not mean "no rules", and it does not mean the training data is published. Chatting with Meta AI in Meta\'s apps is a separate thing from the open weights.',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['llama', 'open weights'],
  },
  {
    id: 72,
    question:
      'Your team spends all day in Gmail and Google Docs. Which assistant is the most natural one to try first?',
    options: ['Microsoft Copilot', 'Le Chat', 'Meta AI', 'Gemini'],
    correctAnswer: 3,
    explanation:
      "Gemini is Google's assistant and connects with Google services such as Gmail, Docs and Drive. Copilot is the natural fit for Microsoft 365 instead.",
    category: 'advanced',
    difficulty: 'medium',
    tags: ['ai models', 'gemini', 'choosing a model'],
  },
  {
    id: 73,
    question: 'You need up-to-date information where you can check the source of every point. Which option fits best?',
    options: [
      'Any assistant with its web search turned off, to avoid unreliable sites',
      'Perplexity, which searches the web and cites its sources',
      'An assistant without web search, asked to add the date of each fact',
      'A Llama model running on your own server with no internet access',
    ],
    correctAnswer: 1,
    explanation:
      "Perplexity's numbered citations let you open and check each source, which suits research and current events. A model with no search answers from training data that stops at a cut-off, and asking it for dates does not make its facts newer.",
    category: 'advanced',
    difficulty: 'medium',
    tags: ['perplexity', 'choosing a model'],
  },
  {
    id: 74,
    question: 'What should you consider first when choosing an AI assistant to use at work?',
    options: [
      'Your workplace rules: use the tool your employer has approved',
      "Which assistant is at the top of this month's online rankings",
      'Which assistant has the newest and highest model version number',
      'Which assistant has the most features on its free plan',
    ],
    correctAnswer: 0,
    explanation:
      'Workplace rules matter more than any feature, ranking or version number, because an approved tool is one your employer has checked for how it handles data. After that, think about where you work, the job and how much control you need.',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['choosing a model', 'ai at work'],
  },
  {
    id: 75,
    question:
      'In an image prompt, "close-up, shot from slightly above, with the cup on the left and space on the right" describes which element?',
    options: ['Style', 'Lighting', 'Composition', 'Subject'],
    correctAnswer: 2,
    explanation:
      'Composition is how the picture is framed: close-up or wide, the angle and where things sit. Lighting would be something like "soft morning sunlight".',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['image prompts'],
  },
  {
    id: 76,
    question:
      'Ruth must summarise a long supplier contract. Her employer approves two assistants, and both accept file uploads. A friend says one of them "is the best at writing". How should Ruth choose?',
    options: [
      "Go with the friend's pick, since a reputation for writing is the surest guide",
      'Give both the same prompt and contract, and compare accuracy, relevance, completeness and tone',
      'Use whichever has the newest model version, since newer models probably summarise best',
      "Pick the one at the top of this month's online rankings, as those usually test contracts",
    ],
    correctAnswer: 1,
    explanation:
      "The course's advice is to start with workplace rules (both tools are approved) and then test: send the same prompt to two assistants and compare the answers with the four checks. A reputation, a version number or a ranking says little about how a tool handles your contract, and such claims change quickly. Whichever she uses, she asks for clause numbers and checks the quotes against the contract.",
    category: 'advanced',
    difficulty: 'medium',
    tags: ['claude', 'choosing a model'],
  },
  {
    id: 77,
    question: 'A news story says "ChatGPT now runs on a new model". What does that mean for someone who uses ChatGPT?',
    options: [
      'The app stays the same; the language model underneath it, and so its answers, change',
      'ChatGPT is now a different app, so your chats and settings may be lost in the move',
      'Only paid plans change, since the free version is a separate, older assistant',
      'Nothing: "model" is just another word for the app, so the news is only marketing',
    ],
    correctAnswer: 0,
    explanation:
      'The assistant is the app you chat with; the model is the language model working underneath it, and providers swap in new model versions over time. Your app, chats and settings stay, but answers may change in style and quality. Free and paid plans are versions of the same assistant, sometimes with different models or limits. That is why the course focuses on strengths rather than version numbers.',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['ai models'],
  },
  // advanced / hard
  {
    id: 78,
    question:
      'A clinic wants AI help but must keep patient data on its own systems. Which option best fits that requirement?',
    options: [
      "Use a temporary chat in any assistant, since those stay on the clinic's own devices",
      'Run an open-weight model such as Llama entirely on its own servers, with technical help',
      'Use a free chatbot after switching off the setting that trains on your chats',
      "Use an assistant's business plan, which usually keeps data on your own servers",
    ],
    correctAnswer: 1,
    explanation:
      "Open-weight models can be run in-house, so data need not leave the organisation, though this needs technical skill, suitable hardware and approval. A temporary chat and a hosted business plan are still processed on the provider's systems, even with stronger privacy protections, and patient data should never go into tools that are not approved for it, whatever the training setting says.",
    category: 'advanced',
    difficulty: 'hard',
    tags: ['open weights', 'privacy', 'choosing a model'],
  },
  {
    id: 79,
    question: "You adapt a prompt for Copilot inside Microsoft 365. Which adjustment fits the course's advice?",
    options: [
      'Ask for a web citation on every sentence, as you would with a research engine',
      'Write the prompt as a few short keywords, as you would in a search box',
      'Refer to the specific document, email thread or meeting you want it to use',
      'Leave out background, as Copilot probably knows your files and emails already',
    ],
    correctAnswer: 2,
    explanation:
      'Copilot works where your files, emails and meetings are, so pointing it at the right one is the key adjustment. Having access to your files is not the same as knowing which one you mean or why, so it still needs context, and search-box keywords give it too little. Asking for citations is the adjustment suggested for Perplexity.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['copilot', 'prompting'],
  },
  {
    id: 80,
    question: 'What is the main trade-off of running a Llama model yourself instead of using a hosted assistant?',
    options: [
      'It is cheaper and more accurate, since no company limits what the model says',
      'You control where all your data goes, but need technical skill and suitable hardware',
      'You get newer knowledge, because a self-hosted model usually updates itself online',
      'Your data stays private, and the model improves as it learns from your own use',
    ],
    correctAnswer: 1,
    explanation:
      'Open weights give organisations full control over their data, which is a real advantage. The cost is the technical work and hardware needed. A self-hosted model is no more accurate, does not update itself or learn from your chats: its knowledge still stops at a cut-off, and its outputs still need checking.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['llama', 'open weights', 'trade-offs'],
  },
  {
    id: 81,
    question:
      'You want an image for a social media post with your own headline added on top afterwards. Which part of the image prompt matters most for that?',
    options: [
      'Moody candlelight, so the headline stands out against a dark image',
      'A detailed subject that fills the whole frame, so no space is wasted',
      'Composition that leaves empty space where the headline will go',
      'Asking the tool to write the headline into the image, so it matches',
    ],
    correctAnswer: 2,
    explanation:
      'Framing the subject to one side with empty space gives you room to add the headline yourself. Dark lighting or a packed frame makes text harder to place, and image tools can still get text inside pictures wrong, so adding it yourself is more reliable.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['image prompts'],
  },
  {
    id: 82,
    question:
      'Your manager says: "Use Perplexity for anything current: it\'s the only assistant that can search the web." Which reply is most accurate, as of November 2026?',
    options: [
      'Right for now, though the others may add search later, so check again next year',
      'Only paid plans can search, so Perplexity is the one free option with search',
      'Most assistants search the web now; cited answers are what Perplexity is known for',
      'No assistant truly searches; they all answer from training data and add links',
    ],
    correctAnswer: 2,
    explanation:
      "As of November 2026 most major assistants, including ChatGPT, Gemini, Copilot and Claude, can search the web, on free plans too, and Perplexity is best known for building every answer on a search with numbered citations. Strengths overlap and change quickly, so treat each as what an assistant is known for, not all it does, and check the provider's site when a detail matters.",
    category: 'advanced',
    difficulty: 'hard',
    tags: ['ai models', 'trade-offs'],
  },
  {
    id: 83,
    question: 'You need a ten-page market report. Which approach makes the best use of prompt chaining?',
    options: [
      'Ask for one page per prompt, with no outline, then join the pages together',
      'Get an outline, review it, draft each section from it, then review the whole',
      'Ask for the full report in one detailed prompt, then read and check the result',
      'Ask for an outline, then the full report, then a summary, without reviewing any',
    ],
    correctAnswer: 1,
    explanation:
      'Chaining feeds each checked output into the next step, so you stay in control and catch problems early. Pages written without an outline drift and repeat themselves; a single giant prompt tends to be long but shallow; and a chain with no reviews lets an early mistake run through every later step.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['prompt chaining'],
  },
  {
    id: 84,
    question:
      'A colleague wants to use an AI-generated image of a well-known celebrity holding your product in an advert. What does the course advise?',
    options: [
      "Avoid real people's likenesses, and read the tool's terms before any commercial use",
      "It is fine as long as the celebrity's name is never mentioned anywhere in the advert",
      'It is usually fine if the advert carries a label saying the image was made by AI',
      "It is fine if the tool's paid plan allows commercial use of the images it makes",
    ],
    correctAnswer: 0,
    explanation:
      "Using real people's likenesses and other companies' logos in AI images is risky whether or not you name them or label the image, and a tool's permission to use its images commercially does not cover someone else's likeness. Read the tool's terms before commercial use, and leave real people out.",
    category: 'advanced',
    difficulty: 'hard',
    tags: ['image prompts', 'ai at work'],
  },
  // Lesson 6: answers from your own documents (outcomes)
  {
    id: 85,
    question:
      "You paste your shop's returns policy into a chat and ask whether customers can return sale items. Which extra instruction best protects you from a confident guess?",
    options: [
      'Answer as a helpful shop assistant would, giving the customer a clear yes or no',
      'If the policy does not cover sale items, say so plainly and never guess an answer',
      'Use your knowledge of typical retail returns policies to fill in any gaps in ours',
      'Double-check your answer against the policy before replying, to make sure it is right',
    ],
    correctAnswer: 1,
    explanation:
      'Without permission to say "the policy does not say", an AI tends to produce an answer anyway, often borrowing what policies usually say, and a demand for a clear yes or no makes that worse. Filling gaps from "typical" policies is exactly the problem, and asking it to double-check does not stop it from filling a gap it cannot see. An honest "not covered" shows you a gap to decide yourself.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['documents', 'grounding'],
  },
  {
    id: 86,
    question:
      'You asked the AI to answer only from your supplier contract and to quote the clause it relied on. It says late deliveries let you cancel, quoting clause 9.2. What should you do next?',
    options: [
      'Rely on it: an answer that comes with a clause number must have come from the contract',
      'Reply "Are you sure?" and accept the answer as long as the AI does not change it',
      'Find the quote in the contract with Ctrl+F, and read the text around it for exceptions',
      'Ask another assistant the same question without the contract, to confirm the answer',
    ],
    correctAnswer: 2,
    explanation:
      'Quotes make answers checkable, but an AI can paraphrase while claiming to quote, or miss an exception in the next sentence. Searching the original takes seconds. "Are you sure?" only tests how the AI reacts to doubt, and an assistant without the contract can only describe contracts in general.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['documents', 'quotes', 'verification'],
  },
  {
    id: 87,
    question:
      'You attach a 120-page staff handbook and ask about sick pay. The answer leaves out a rule you clearly remember reading. What is the most likely reason, and the best next step?',
    options: [
      'Apps may skim long files; ask about the sick-pay section itself, with quotes',
      'Your memory is probably wrong, as an AI reads every page of an attached file',
      'The file was probably too long to upload, so it answered from general knowledge',
      'It skipped the rule as out of date; ask it to include older rules next time',
    ],
    correctAnswer: 0,
    explanation:
      'With very long files, some apps look only at the parts that seem most relevant, so details can be missed; that does not mean the rule is not there. Pointing the AI at one section and asking for quotes makes the answer complete and checkable. If a file fails to upload, the app says so, and the AI has no way to know which rules are out of date.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['documents', 'context window'],
  },
  {
    id: 88,
    question:
      'You paste your delivery policy and ask the AI, using only that policy, whether you deliver on Sundays. It replies: "Yes, most local florists deliver on Sundays for a small fee." What does this tell you?',
    options: [
      'The policy must allow Sunday delivery, since the AI was told to use only the policy',
      'It is probably fine, but add a line saying prices may vary before you send it',
      'It has used the policy; "most florists" is just its usual friendly way of talking',
      'No quote and talk of "most florists" mean outside knowledge crept in: check the policy',
    ],
    correctAnswer: 3,
    explanation:
      'An answer about what florists usually do, with no quote from your policy, is a sign that outside knowledge has crept in despite your instruction; "use only the policy" lowers the risk but does not remove it. The quote rule is your defence: no quote, no trust. Check the policy yourself before you reply to the customer.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['documents', 'grounding', 'hallucinations'],
  },
  // Lesson 7: sycophancy and the limits of precision (outcomes)
  {
    id: 89,
    question:
      "You want feedback on your café's new menu before printing it. Which prompt is most likely to get an honest critique?",
    options: [
      '"I\'m really proud of this new menu and I think it\'s clear. What do you think of it?"',
      '"Isn\'t this menu clear, well laid out and easy for our customers to read?"',
      '"Please be encouraging, as I have worked really hard on this new menu."',
      '"List the 3 biggest problems a first-time customer would have with this menu."',
    ],
    correctAnswer: 3,
    explanation:
      'AI assistants tend to agree with you and to follow leading questions. Revealing that you are proud of it, asking "Isn\'t it clear?" or asking for encouragement all invite praise. Asking for specific problems from a customer\'s point of view gives the AI a clear job that is not about pleasing you.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['sycophancy', 'critique'],
  },
  {
    id: 90,
    question:
      'The AI works out the VAT on an invoice for you. You reply "Are you sure?", and it apologises and gives a different figure. What should you conclude?',
    options: [
      'Neither is reliable yet: redo the sum on a calculator or in a spreadsheet',
      'The second figure is probably right, since the AI has now looked more carefully',
      'The first figure was right: AI gives in when you doubt it, so keep the original',
      'Ask "Are you sure?" once more, and go with whichever figure it gives twice',
    ],
    correctAnswer: 0,
    explanation:
      'AI tends to go along with the user, so it may flip a correct answer when you sound doubtful, or keep a wrong one. Neither its second answer nor a third is a check. For figures that matter, use a calculator or spreadsheet. AI can still help with numbers, as long as you verify them.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['sycophancy', 'precision', 'verification'],
  },
  {
    id: 91,
    question:
      'An online business directory allows a shop description of at most 750 characters. What is the most reliable way to get a description that fits?',
    options: [
      'Ask for exactly 750 characters, because the AI counts characters precisely as it writes',
      'Ask for about 550 to 650 characters, then measure it with a character counter',
      'Ask it to write it and state its character count, which is usually close enough',
      'Ask for exactly 120 words instead, because AI counts words exactly even if not characters',
    ],
    correctAnswer: 1,
    explanation:
      'A model writes in tokens and keeps no running tally, so its word and character counts, including counts it reports about its own text, are approximate. Asking for a range with a margin under the hard limit, then checking with a tool, is reliable. Word counts are approximate too, so switching to words does not solve the problem.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['precision', 'length', 'word counts'],
  },
  {
    id: 92,
    question:
      'You are planning to open a second shop and want the AI to test the plan. Which approach best counters its tendency to agree with you?',
    options: [
      'Ask it to be honest and balanced, which usually stops it from simply agreeing',
      'Ask for its opinion without giving yours, and go ahead if it likes the plan',
      'Ask for the strongest case against the plan, then verify key figures in real sources',
      'Ask it to rate the plan out of 10, since a number is harder to flatter you with',
    ],
    correctAnswer: 2,
    explanation:
      'Asking for the strongest counter-argument gives the AI a clear job that is not about pleasing you, and checking key facts outside the chat covers what it still gets wrong. "Be honest" and a neutral question help a little but do not switch off its tendency to agree, and a score out of 10 can be just as flattering as words.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['sycophancy', 'critique', 'verification'],
  },
  // Lesson 8: photos and voice (advanced)
  {
    id: 93,
    question:
      'An error message keeps appearing on the tablet you use for card payments. What is the best thing to send an AI assistant?',
    options: [
      'A cropped screenshot of the error, plus what you were doing when it appeared',
      'A photo of the whole counter, so the AI can see the full situation around the tablet',
      'A description typed from memory, since screenshots may hold hidden personal data',
      'A photo of the error with no text at all, since the AI will work out what you need',
    ],
    correctAnswer: 0,
    explanation:
      'A screenshot is sharper than a photo of a screen and easy to crop to just the error, and the exact wording of an error matters, which a description from memory loses. Adding what you were doing gives the context the AI needs. A photo of the whole counter may show customers or card details, and a photo on its own leaves the AI guessing.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['photos', 'privacy', 'prompting'],
  },
  {
    id: 94,
    question:
      'You photograph mushrooms growing in your café garden, and the AI says they are a popular edible variety. What should you do?',
    options: [
      'Use them in the kitchen, because the photo was sharp, clear and taken in good light',
      'Ask the AI "Are you sure?" and use them only if it confirms the same identification',
      'Take a second photo from another angle; if the answer matches, they are safe to eat',
      'Treat it as a guess: an AI photo identification cannot tell you whether food is safe',
    ],
    correctAnswer: 3,
    explanation:
      'Identification from photos is often helpful but not reliable, and some edible and poisonous mushrooms look alike. A good photo, a repeated answer or a confident "yes" does not change that. Where safety is at stake, rely on a qualified expert, not an AI.',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['photos', 'limitations', 'verification'],
  },
  {
    id: 95,
    question:
      "You want help understanding a supplier's invoice. The photo also shows your bank account number and a customer's address. What is the safest approach?",
    options: [
      'Send it as it is, since the AI reads only the part your question is about',
      'Crop or cover the account number and the address first, then ask your question',
      'Send it in a temporary chat, so the photo is never sent to the AI company',
      'Send it, then delete the chat, which usually removes the photo from the company',
    ],
    correctAnswer: 1,
    explanation:
      "Everything in a photo is sent to the AI company, just like text, whatever your question is about. A temporary chat is not saved to your history, but it is still sent, and deleting a chat does not always delete the provider's copy. Cropping and covering details you do not need keeps them out, while still getting help with the invoice.",
    category: 'advanced',
    difficulty: 'medium',
    tags: ['photos', 'privacy', 'temporary chat'],
  },
  {
    id: 96,
    question:
      "While restocking shelves, you use voice mode to plan next week's staff rota and agree several shifts out loud. What is the best next step?",
    options: [
      'Nothing more, as voice mode usually transcribes names and times well enough',
      'Run the whole conversation again in voice mode and see whether the rota comes out the same',
      'Ask for a written summary of the agreed shifts and check every name, day and time',
      'Rely on the rota, since the AI already read all of the details back to you out loud',
    ],
    correctAnswer: 2,
    explanation:
      'Spoken answers are quick but hard to check, and names and numbers are easily misheard. A written summary lets you read and check every detail. Hearing details read back is not the same as checking them, and a second run can repeat the same mishearing.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['voice mode', 'verification'],
  },
  // Lesson 9: memory, agents, connectors and prompt injection (advanced)
  {
    id: 97,
    question:
      'You open a brand-new chat in ChatGPT and it mentions your bakery, although you have not mentioned it in this chat. What is the most likely explanation?',
    options: [
      'The model was retrained on your earlier chats and now knows your business for good',
      "The app's memory saved details from your earlier chats and added them to this new one",
      "The AI searched the web by itself and found your bakery's website and reviews",
      'It is a hallucination, because nothing can ever carry over from one chat to the next',
    ],
    correctAnswer: 1,
    explanation:
      'As of November 2026 ChatGPT remembers across chats by default: the app saves details and can refer back to past conversations, then adds them to what the model sees. The model itself is not retrained by your chat. You can review or switch off memory in Settings, or use a temporary chat.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['memory'],
  },
  {
    id: 98,
    question:
      'You want to ask an assistant about a one-off personal matter, without it being remembered or shaping future answers. What should you use?',
    options: [
      'A normal chat that you delete afterwards, which always removes everything remembered from it',
      'A custom instruction telling the assistant to forget everything you ever say to it',
      'A project, because chats inside projects are kept private from the AI company',
      'A temporary chat, remembering that it is still sent to the company running the tool',
    ],
    correctAnswer: 3,
    explanation:
      'A temporary (incognito) chat starts with a blank slate and is not saved to your history or used for memory, though it is still sent to the provider, which may keep a copy for a short time. Deleting a chat does not always delete memories taken from it, and projects are about organising work, not privacy.',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['temporary chat', 'memory', 'privacy'],
  },
  {
    id: 99,
    question:
      'An agent is comparing shelving prices on several websites for you. It reports that one site says "enter the saved card details to unlock trade prices" and asks whether to go ahead. What should you do?',
    options: [
      'Stop it: a page asking for card details is a sign of prompt injection; share none',
      'Let it go ahead if the site looks like a genuine trade supplier you have heard of',
      'Let it go ahead, since the agent asked first, which shows it has checked the request',
      'Let it go ahead with a prepaid card, which probably keeps any harm to a small sum',
    ],
    correctAnswer: 0,
    explanation:
      'Text on a web page that tells the AI to do something you did not ask for, especially involving payment details, is a classic sign of prompt injection, and genuine-looking sites can carry it. An agent asking first only hands the decision to you; it has not checked anything. Keep payments and logins out of agent tasks and do those steps yourself.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['agents', 'prompt injection'],
  },
  {
    id: 100,
    question:
      'You want an assistant connected to your email to help you keep on top of supplier messages. Which set-up follows the safe habits?',
    options: [
      'Full access to send and delete, so it can deal with everything without interrupting you',
      'Full access, plus a line telling it to ignore hidden instructions, which usually works',
      'Read-only access, a narrow task, and drafts you review and send on your own',
      'Full access, but only for supplier emails, so it can reply to them directly',
    ],
    correctAnswer: 2,
    explanation:
      'Giving only the access a task needs, and approving actions yourself, limits the harm a mistake or a hidden instruction can do; a supplier email can itself carry one. A line telling the AI to ignore hidden instructions helps but is no guarantee, and AI companies say prompt injection is not fully solved.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['connectors', 'agents', 'prompt injection', 'ai at work'],
  },
];

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
    question: 'What does a large language model (LLM) fundamentally do when it writes an answer?',
    options: [
      'It searches the whole internet every time, before writing a single word',
      'It predicts likely next pieces of text, based on everything that came before',
      'It copies a complete answer that a human wrote in advance for that question',
      'It looks up each answer in a database of facts that have been checked by experts',
    ],
    correctAnswer: 1,
    explanation:
      'A language model works like a very well-read autocomplete: it predicts the next token again and again based on your prompt and what it has already written. It is not looking facts up in a database, which is why it can sound right while being wrong.',
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
      "Whatever you type is sent to the company running the tool and may be stored or reviewed, so customers' personal data stays out, just like passwords and confidential documents, unless your employer has approved a tool for that data. Tidying a contact list feels harmless, but it hands over other people's details. A public article, your own draft and a complaint with a placeholder instead of the name are fine.",
    category: 'basics',
    difficulty: 'easy',
    tags: ['privacy'],
  },
  {
    id: 4,
    question:
      "Sam asks an AI for court cases that support a client's claim. It lists three, with case numbers and judges' names. A colleague says: \"That's so specific, it must be real.\" What is the best reply?",
    options: [
      'Agreed: models only give case numbers for cases found in their training data',
      'Agreed, as long as the prompt told the AI to act as an experienced lawyer',
      'Not yet: only quotes tend to be invented, so check those and keep the rest',
      'Not yet: details like case numbers can be invented, so look each case up',
    ],
    correctAnswer: 3,
    explanation:
      'Specific details such as case numbers, names and dates are exactly where invented facts hide, and a model can make up a whole case. In a widely reported 2023 case in the United States, lawyers were fined after citing court cases that ChatGPT had invented. A role does not make the AI accurate, and any part of a citation can be wrong, so look every case up in an official source.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['hallucinations', 'fake citations'],
  },
  {
    id: 5,
    question: 'What is a model\'s "knowledge cut-off"?',
    options: [
      'The point in a long chat where it loses track of your first messages',
      'The date its training data stops, so it may not know about later events',
      'The daily message limit, after which a free plan pauses until tomorrow',
      'The date the model is retired, after which the company switches it off',
    ],
    correctAnswer: 1,
    explanation:
      'Training stops at a certain date, so the model does not automatically know about anything that happened afterwards, such as new laws or prices. Some assistants can search the web to work with newer information. Losing track of early messages in a long chat is about the context window, and a daily message limit is a plan restriction; neither is the knowledge cut-off.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['knowledge cut-off', 'limitations'],
  },
  {
    id: 6,
    question:
      'An AI gives you a very confident, beautifully written answer. What does that tell you about whether it is correct?',
    options: [
      'That it must have searched the web, since only searched answers sound confident',
      'Nothing on its own: confidence is not evidence, and polished answers can be wrong',
      'That it has double-checked its facts, because confident answers are verified ones',
      'That it is probably right, because models sound unsure whenever they are wrong',
    ],
    correctAnswer: 1,
    explanation:
      'Models sound just as sure of themselves when they are mistaken. A polished tone tells you nothing about accuracy, so important details still need checking.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['hallucinations', 'limitations'],
  },
  {
    id: 7,
    question: 'Which kind of task are language models generally good at?',
    options: [
      'Drafting, summarising and rewriting text that you can check yourself',
      "Giving today's exact prices and news from memory, without a search tool",
      'Quoting sources word for word from memory, with the right page numbers',
      'Judging reliably whether their own answers are true before you use them',
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
      'It will recall yesterday only, because chats are kept for 24 hours',
      'It will find your chat in its training data, which is updated every night',
      'It will recall everything, because models remember all past chats by default',
      'It will not know, because a new chat normally starts with a blank slate',
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
    question: 'What is the "context window"?',
    options: [
      'The text box at the bottom of the screen where you type your prompt',
      'The maximum amount of text the model can take into account at once',
      'The notes the app saves about you to use in later chats',
      'The length of time the company keeps your chats',
    ],
    correctAnswer: 1,
    explanation:
      'Within a conversation the model can see earlier messages only up to a limit, called the context window. It is about how much text the model can consider at once: not a part of the screen, not how long chats are stored, and not the notes a memory feature saves between chats.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['context window', 'memory'],
  },
  {
    id: 10,
    question: 'An AI gives you a list of research papers with authors and titles. What is the best first step?',
    options: [
      'Keep the papers whose authors you can confirm are real researchers in the field',
      'Trust the list, because an AI cannot invent titles and authors that specific',
      'Ask the same AI "Are you sure these are real?" and use the list if it says yes',
      "Search for each paper yourself, and assume any you can't find does not exist",
    ],
    correctAnswer: 3,
    explanation:
      'Fake citations are one of the most common hallucinations: a model can pair a real researcher\'s name with a title that sounds right but was never published, so specific, plausible details prove nothing. Asking the same AI "Are you sure?" is not verification, because it can confirm its own mistakes. Look each paper up yourself, for example in a library catalogue or Google Scholar, check that the title, authors and year match, and treat any you cannot find as non-existent.',
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
      'Use a placeholder such as [customer name], and add the real details yourself later',
      "Paste the customer's full name, address and account number so the reply is personal",
      'Paste all the details, as long as you use a paid plan from a well-known company',
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
    question: 'Where does bias in AI answers mainly come from?',
    options: [
      'Only from the prompts of the person using it, never from the training data',
      "The model's own personal beliefs, which it develops over many conversations",
      'Nowhere now: modern models are tested until they are completely neutral',
      'The human-written text it learned from, stereotypes included',
    ],
    correctAnswer: 3,
    explanation:
      'Models learn from text written by people, so they can absorb the biases in it, such as stereotypes or a lean towards English-speaking, Western viewpoints. Companies work to reduce bias, but it has not been eliminated.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['bias'],
  },
  {
    id: 14,
    question: 'You ask an assistant with no web search about a law that changed last month. What is the main risk?',
    options: [
      'It will say it does not know, as models always flag events after their cut-off',
      'It may give the old rule or a guess, because its training data stops at a cut-off',
      'None, because the app quietly updates the model with the latest news every night',
      'None, as long as your prompt asks it to use the most up-to-date information',
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
    question: 'Which statement about memory in AI assistants is most accurate?',
    options: [
      'Within one chat it cannot see your earlier messages, so each message must repeat everything',
      'Memory across chats is a paid extra, so on a free plan every chat starts with a blank slate',
      'The model stores nothing; the app may save notes from past chats and add them to new ones',
      'Each chat retrains the model, so a correction you make today fixes its answers for everyone',
    ],
    correctAnswer: 2,
    explanation:
      'Within one chat the model sees earlier messages up to its context window. Between chats the model itself keeps nothing: memory is an app feature that saves notes or past chats and feeds them into new ones. ChatGPT and Gemini often have it switched on by default (ChatGPT on free plans too), and Claude offers it as an option you turn on. You can review or switch it off in Settings, or use a temporary chat. Your chats do not retrain the model on the spot.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['memory', 'context window'],
  },
  {
    id: 16,
    question:
      'A colleague says: "I asked the AI to double-check its own figures, so I don\'t need to verify them." What is the best response?',
    options: [
      "That's fine, provided the AI said it was very confident when it confirmed the figures",
      "That's fine, because a model cannot repeat the same mistake twice in a single conversation",
      "Self-checking by the AI isn't verification; check important facts against original sources",
      "That's fine, as long as the check was done in the same chat where the figures were written",
    ],
    correctAnswer: 2,
    explanation:
      'A model can happily confirm its own mistakes, and its confidence is not evidence. Verification means checking against a trusted source such as the original document or an official website.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['verification', 'hallucinations'],
  },
  {
    id: 17,
    question: 'Which prompt is least likely to leave you with invented statistics?',
    options: [
      'Give me the very latest figures on AI use by small firms, and make them sound as authoritative as possible',
      'Suggest kinds of statistics and who usually publishes them; do not invent numbers, and say if unsure',
      'List 10 precise percentages about AI adoption that I can quote directly in my report',
      'Give me 5 exact statistics about small businesses using AI, with a source for each one',
    ],
    correctAnswer: 1,
    explanation:
      'Asking for exact numbers and sources is where hallucinations thrive. Using the AI for ideas and structure, allowing it to say it is unsure, and looking up the real figures yourself greatly reduces the risk.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['hallucinations', 'prompting'],
  },
  {
    id: 18,
    question: 'Why does it matter that a model has no reliable sense of whether what it says is true?',
    options: [
      'It means the model can only safely answer simple yes-or-no questions about facts',
      'It means the model always adds a clear warning whenever it is not completely sure of an answer',
      'It means it only gets obscure topics wrong, so everyday facts are always safe',
      'It can write fluent, confident text that is false, so fluency is no guide to accuracy',
    ],
    correctAnswer: 3,
    explanation:
      'Because the model predicts text that sounds right, a well-written answer and a correct answer are not the same thing. Models do not reliably flag their own uncertainty, so you must check important details.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['limitations', 'hallucinations'],
  },
  {
    id: 19,
    question:
      'Your company has started using an AI tool, and you are not sure whether chats are used to train future models. What should you do before pasting anything sensitive?',
    options: [
      "Check the tool's data settings and your employer's AI policy",
      'Nothing, because paid AI tools never store anything you type into them',
      'Nothing, because chats are deleted as soon as you close the window',
      'Paste it, then delete the chat, which erases it from the provider too',
    ],
    correctAnswer: 0,
    explanation:
      "Depending on the tool, plan and settings, chats may be stored, reviewed or used for training, and settings change over time. Checking the data settings and following your employer's rules comes first; even then, passwords and confidential data stay out.",
    category: 'basics',
    difficulty: 'hard',
    tags: ['privacy', 'ai at work'],
  },
  {
    id: 20,
    question: 'An AI tool is helping to shortlist job applicants. Which precaution best addresses the risk of bias?',
    options: [
      'Give the AI no criteria at all, so that it stays completely neutral about all of the candidates',
      'Let the AI make the final choice, because a machine has no personal feelings to bias it',
      'Ask the AI whether its shortlist is biased, and rely on whatever answer it gives',
      'Review the output with fairness in mind and keep a human responsible for the final decision',
    ],
    correctAnswer: 3,
    explanation:
      'Models can repeat biases from their training data even though they have no feelings. For decisions about people, a human should read the output critically and stay responsible for the outcome.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['bias', 'ai at work'],
  },
  {
    id: 21,
    question: 'Why might you ask the same factual question again in a new, temporary chat?',
    options: [
      'To see if details change between answers, a sign they may be made up',
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
    question: 'Which list correctly names the six building blocks of a good prompt?',
    options: [
      'Role, context, task, tone, length, format',
      'Role, context, task, audience, format, constraints',
      'Role, content, topic, reader, font, conclusion',
      'Task, examples, delimiters, placeholders, format, tone',
    ],
    correctAnswer: 1,
    explanation:
      'The six building blocks are role, context, task, audience, format and constraints. Tone and length matter, but they are kinds of constraint, not separate blocks, so the first list has no audience. Content, topic, reader and font are near-misses for context, task, audience and format, and examples, delimiters and placeholders are useful techniques from the next lesson, not building blocks.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['prompt anatomy'],
  },
  {
    id: 23,
    question: 'In a prompt, what does "audience" mean?',
    options: [
      'Who the AI should pretend to be',
      'The background about your business',
      'Who will read or use the result',
      'The style and tone of the answer',
    ],
    correctAnswer: 2,
    explanation:
      'The audience is who the answer is for, such as a ten-year-old or a busy manager. Who the AI pretends to be is the role, the background about your business is context, and style and tone belong to the constraints.',
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
    question: 'What is a few-shot prompt?',
    options: [
      'A prompt that asks for a few short answers',
      'A prompt you send a few times over until the answer improves',
      'A prompt that is only a few words long',
      'A prompt that includes several examples of what you want',
    ],
    correctAnswer: 3,
    explanation:
      'A "shot" is an example. Few-shot prompting means giving several examples, usually two to five, so the AI can copy the style or format.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['few-shot'],
  },
  {
    id: 26,
    question: 'What are delimiters, such as triple quotes or ###, used for in a prompt?',
    options: [
      'To set a limit on how many words the AI is allowed to use',
      'To mark parts of a prompt that the AI company must not store',
      'To show the AI which words in your instructions matter most',
      'To keep your instructions apart from the text to work on',
    ],
    correctAnswer: 3,
    explanation:
      'Delimiters such as """ or ### mark where pasted material starts and ends, so you can say "summarise the email between the triple quotes". That makes it much less likely the AI mistakes sentences in the text for instructions, though it is not a guarantee. Despite the name, they do not limit length (that is a constraint) or mark which words matter most, and they hide nothing: the whole prompt is still sent to the AI company.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['delimiters'],
  },
  {
    id: 27,
    question: 'In a prompt template, what is "[company name]"?',
    options: [
      'A special keyword that only works in ChatGPT',
      'A delimiter that marks where the prompt finishes',
      'A placeholder you replace with the real detail before sending',
      'A command that makes the AI look up your company details online',
    ],
    correctAnswer: 2,
    explanation:
      'Square-bracket placeholders mark the parts of a template that change each time. You fill them in before sending so the AI has the real details.',
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
    question: 'What is the difference between a zero-shot and a one-shot prompt?',
    options: [
      'Zero-shot gives instructions only; one-shot also includes one example',
      'Zero-shot gives you only one try; one-shot lets you send follow-up prompts',
      'Zero-shot gives the AI no role; one-shot gives it exactly one role',
      'Zero-shot uses no instructions; one-shot uses a single sentence',
    ],
    correctAnswer: 0,
    explanation:
      'The "shots" are examples. Zero-shot means instructions with no examples, one-shot adds one example, and few-shot adds several.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['zero-shot', 'one-shot', 'few-shot'],
  },
  {
    id: 32,
    question: 'Do you need to include all six building blocks in every prompt?',
    options: [
      'Yes: a prompt missing any of the six is too vague to be useful',
      'No: a quick question may need only a clear task; important work deserves more',
      'Yes: an AI tool will ignore any prompt that is missing even one of the six blocks',
      'No, and using more than two blocks in one prompt confuses the AI',
    ],
    correctAnswer: 1,
    explanation:
      'The building blocks are a checklist, not a form. The more important, specific or customer-facing the result, the more of them you should use.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['prompt anatomy'],
  },
  {
    id: 33,
    question: 'Why is "about 80 words" a better instruction than "keep it short"?',
    options: [
      'The AI counts words exactly, so the reply will be 80 words on the dot',
      'Giving a number of words makes the AI write its reply more quickly',
      '"Short" can mean many things; a number gives a clear target',
      'AI tools cannot understand descriptive words such as "short" or "long"',
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
      'The AI may treat sentences inside the email as instructions meant for it',
      'None, because the AI can always tell your words from text you paste',
      'Only formatting: the summary may come back as one long paragraph',
      'None, as long as your instruction comes before the email, not after it',
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
      'To reuse a tested prompt with consistent results, even for colleagues new to AI',
      'Because templates stop the AI from ever making up any facts',
      'So that the AI will remember all of your business details in all of your future chats',
      'So the AI gives the same answer word for word every time you use it',
    ],
    correctAnswer: 0,
    explanation:
      'Templates save time, keep quality consistent and help newcomers get good results quickly. The answers still vary a little each time, and templates do not give the AI memory or prevent hallucinations, so you still check the output.',
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
      'Add more chocolate cake examples so that the pattern becomes even clearer',
      'Remove all of the examples and simply add "be creative and original" to the end of the prompt instead',
      'Use examples on different subjects in the same style, and say to copy tone and length, not content',
      'Move the examples after the task and remove the "Example 1" style labels',
    ],
    correctAnswer: 2,
    explanation:
      'The AI copies examples very closely, including their topic. Varying the content while keeping the structure consistent, and saying what to copy, fixes this.',
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
      'The role is the nine-year-old; the audience is the maths tutor',
      'The tutor is the context and the nine-year-old is the format',
      'Both the tutor and the nine-year-old are constraints',
    ],
    correctAnswer: 0,
    explanation:
      'The role is who the AI acts as, and the audience is who will read the answer. Mixing them up is a common mistake.',
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
      'The AI will always fill in the right name from your account details',
      'The AI will refuse to process any prompt that contains square brackets',
      'The AI may copy the placeholder into its answer or make up a company name',
      'The AI will treat the brackets as delimiters and ignore the text after them',
    ],
    correctAnswer: 2,
    explanation:
      'The AI knows only what is in the chat, plus anything a memory feature has saved, so an unfilled placeholder leaves a gap it may copy or fill with an invention. Square brackets are neither an error nor a delimiter. Fill every placeholder before sending.',
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
      '"That\'s not quite right. Have another think and make it better."',
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
    question: 'Why might you ask an AI to "think step by step" or "show your reasoning"?',
    options: [
      'It makes the AI give a shorter answer that uses fewer words',
      'It tends to improve multi-step answers and lets you check the working',
      'It stops the AI from ever making mistakes with arithmetic or with dates',
      'It switches on the web search feature that is built into the AI assistant',
    ],
    correctAnswer: 1,
    explanation:
      'Because the model writes one piece at a time, spelling out the intermediate steps tends to give better answers on calculations, logic and planning, and lets you see where a mistake crept in. It usually makes the answer longer, not shorter, and it does not switch on web search. It guarantees nothing either: the steps themselves can contain slips, so check important numbers yourself. Newer reasoning models do this internally, but seeing the steps still helps you check.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['step by step', 'reasoning'],
  },
  {
    id: 45,
    question: 'What is prompt chaining?',
    options: [
      'Splitting a big task into smaller prompts, where each output feeds the next',
      "Copying a prompt from someone else's chat and pasting it into your own chat",
      'Sending exactly the same prompt to several different AI tools at the same time',
      'Joining several requests with "and" so they fit into one very long sentence',
    ],
    correctAnswer: 0,
    explanation:
      'In prompt chaining, the output of one step becomes the input for the next, such as an outline, then section summaries, then full sections. Each step is small enough to do well and to check.',
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
    question: 'When you judge an output for "relevance", what are you asking?',
    options: [
      'Are the facts, figures, names and dates correct?',
      'Does it sound right for my audience and brand?',
      'Does it answer the question I actually asked, for my situation?',
      'Did it cover everything I asked for, with no gaps or missing steps?',
    ],
    correctAnswer: 2,
    explanation:
      'Relevance is about staying on topic and fitting your situation. The other options describe the accuracy, tone and completeness checks.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['evaluation', 'relevance'],
  },
  {
    id: 49,
    question: 'AI helped you write an email that you send to customers. Who is responsible for what it says?',
    options: [
      'You are: your name is on it, so check it first',
      'The AI company, because its model wrote the words',
      'Nobody, if you add a note saying AI wrote the text',
      'Your IT team, because they chose the tool you used',
    ],
    correctAnswer: 0,
    explanation:
      "Anything you publish or send carries your name, not the AI's or the tool provider's. Saying that AI helped can be good practice, but it does not hand over the responsibility, so anything customer-facing deserves extra checking.",
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
      'Repeat your original prompt in capital letters so that the AI takes it seriously',
      'Keep typing "try again" until the AI eventually finds its way back on track',
      'Open a new chat and write one improved prompt that includes what you have learned',
      'Ask the AI to delete its earlier messages so the conversation becomes clear again',
    ],
    correctAnswer: 2,
    explanation:
      'A long, muddled conversation can confuse the AI. A fresh chat with one clear, improved prompt is often quicker than trying to rescue it.',
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
      'Fixing only spelling and grammar, because a model cannot judge its own content',
      'Nothing, because an AI cannot read back its own earlier answers in a chat',
    ],
    correctAnswer: 1,
    explanation:
      'A self-review often spots things the AI left out, and it can judge content, not just spelling. But a model can happily confirm its own mistakes, so facts still need verifying against real sources.',
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
      'On any internet forum post you can find that agrees with the AI',
      'By asking the same AI again in the same conversation',
    ],
    correctAnswer: 0,
    explanation:
      'Verification means going to the original source: laws on official government websites, product details with the manufacturer, statistics with the publisher. Another AI, a forum post or the same chat can simply repeat the same mistake.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['verification', 'fact-checking'],
  },
  {
    id: 54,
    question: 'Why does prompt chaining often beat one giant prompt for a job like writing a staff handbook?',
    options: [
      'A single long prompt makes the AI tired, so it needs breaks between the steps',
      'Chaining makes the AI remember the handbook in all of your future chats',
      'Each step is small enough to do well, and you can fix problems early',
      'The AI can only work on one section at a time, whatever the prompt says',
    ],
    correctAnswer: 2,
    explanation:
      'One huge request usually gives something long but shallow. Chaining lets you review the outline, then each section, so you stay in control. The AI does not get tired, chaining does not create memory across chats, and one prompt can ask for several sections; they just tend to come out thinner.',
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
      'Give it no details, so it is not biased by you',
      'Ask for the whole plan now and use it unchanged',
    ],
    correctAnswer: 0,
    explanation:
      'Letting the AI interview you gathers the context it needs, such as your audience, goals and budget. The AI does not know your business from its training data.',
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
      'Ask it to confirm the result is right, and accept it if it agrees',
      'Check the numbers yourself with a calculator or spreadsheet',
      'Switch to a reasoning model, because those never make mistakes',
      'Nothing, because showing the working guarantees the result',
    ],
    correctAnswer: 1,
    explanation:
      'AI can still make arithmetic slips even when it shows its working, and it can confirm its own mistakes. Seeing the steps makes checking easier; it does not replace checking.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['step by step', 'verification'],
  },
  {
    id: 58,
    question:
      'Why is "Keep the second paragraph exactly as it is, but rewrite the opening" a better follow-up than "Make it better"?',
    options: [
      'It makes the AI check its facts against outside sources before it rewrites',
      'It says exactly what to change and what to keep, so the parts you liked are not lost',
      'It makes the AI start a fresh conversation, which always improves the quality of the answer',
      'It is shorter, and shorter follow-up prompts always produce better results',
    ],
    correctAnswer: 1,
    explanation:
      'Vague feedback makes the AI guess, and it may change the parts you liked. Specific feedback about what to change and what to keep gets targeted improvements.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['follow-up prompts'],
  },
  {
    id: 59,
    question: 'An assistant gives you a statistic with a citation linking to a web page. What is the right next step?',
    options: [
      'Open the source to check it exists and really says what the AI claims',
      'Use it as it is, because a cited statistic is automatically accurate',
      'Ask the AI whether the citation is real, and trust it if it says yes',
      'Use it as it is, because citations only appear for facts that are verified',
    ],
    correctAnswer: 0,
    explanation:
      'Even tools that cite sources can misread or misquote them. Opening the source yourself is the only way to be sure it exists and supports the claim.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['verification', 'fact-checking'],
  },
  {
    id: 60,
    question:
      'Dev uses a "reasoning" model that works through problems internally before answering. It gives him a cost forecast to present to his boss. What should he do?',
    options: [
      'Ask it to set out the main steps, and check the key figures himself',
      'Use it as it is: reasoning models check their own sums, so it is reliable',
      'Ask again in a new chat, and use the forecast if both answers match',
      'Switch to an ordinary model, since reasoning models are worse with numbers',
    ],
    correctAnswer: 0,
    explanation:
      'Reasoning models reduce the need to ask for step-by-step thinking, but seeing the steps still makes the answer easier to check, and no model is guaranteed to be right. Two matching answers are not proof, since a model can repeat the same mistake. For figures that matter, check them with a calculator or spreadsheet.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['step by step', 'reasoning'],
  },
  {
    id: 61,
    question: 'Lena needs a customer newsletter by Friday. Which plan is the most reliable way to use AI for it?',
    options: [
      'Send a one-line prompt, then publish whichever of three drafts sounds most polished',
      'Ask for the full newsletter, have the AI check its own facts, then send it out',
      'Decide what a good issue needs, write a clear prompt, refine it, then check it',
      'Send a detailed prompt to two assistants and publish the longer of the answers',
    ],
    correctAnswer: 2,
    explanation:
      "Knowing what a good result looks like comes first, so you can write a clear prompt and judge the answer. Follow-ups then refine it, and checking accuracy, relevance, completeness and tone comes before anything is sent. Polish, length and the AI's own self-check are not evidence that the content is right.",
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['business results', 'iteration'],
  },
  {
    id: 62,
    question:
      'In a chained task, you notice the section list from step 1 is missing "Holiday policy". When is the best time to fix it?',
    options: [
      'In a brand-new chat, hoping that the AI includes it without being told',
      'Never, because the AI will notice the gap and add it in a later step by itself',
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
      'Tone: rewrite the wording so that it sounds warmer',
      'Accuracy: correct or remove the invented detail before sending',
      'Relevance: it is on topic, so it is fine to leave it in the newsletter',
      'Completeness: add details about more of your branches',
    ],
    correctAnswer: 1,
    explanation:
      'An invented fact is an accuracy problem, however well it fits the tone and topic. Anything sent to customers should be checked for made-up details.',
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
    question: 'Which assistant is best known for searching the web and citing its sources with numbered references?',
    options: ['Perplexity', 'Claude', 'Llama', 'Meta AI'],
    correctAnswer: 0,
    explanation:
      'Perplexity is an answer engine built around web search, with citations you can open and check. Other assistants may also search, but this is what Perplexity is known for.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'perplexity'],
  },
  {
    id: 66,
    question: 'Which assistant is built into Microsoft 365 apps such as Word, Excel, PowerPoint and Outlook?',
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
    question: 'Does a well-written prompt work across different AI assistants?',
    options: [
      'Yes: good prompts work across them, usually with small adjustments',
      'No: each assistant needs a completely different way of prompting',
      'Only in ChatGPT, because prompting techniques were designed for it',
      'Only examples transfer; the six building blocks do not work elsewhere',
    ],
    correctAnswer: 0,
    explanation:
      'Building blocks, examples, delimiters, follow-ups and step-by-step reasoning work in every assistant. You may tweak things such as length limits or asking for citations.',
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
      'The model comes with no licence terms, so any use at all is allowed',
      "You can download the trained model and run it yourself, under Meta's licence",
      'Meta publishes all of the data it trained the model on, for anyone to inspect',
      'It is free to chat with in Meta\'s apps, which is what "open" refers to',
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
      'Ruth needs careful, well-written summaries of a long supplier contract, and her employer allows any of these tools. Which is a popular choice for that job?',
    options: ['Claude', 'Perplexity', 'Le Chat', 'Meta AI'],
    correctAnswer: 0,
    explanation:
      "Claude, made by Anthropic, is best known for careful writing, following detailed instructions and working with long documents you upload, such as reports and contracts. Perplexity is built around web search, Meta AI is mainly a quick helper inside Meta's apps, and Le Chat is best known as Mistral's European option. Whichever tool she uses, Ruth should still check the summary against the contract.",
    category: 'advanced',
    difficulty: 'medium',
    tags: ['claude', 'choosing a model'],
  },
  {
    id: 77,
    question: 'What is the difference between an AI "assistant" and a "model"?',
    options: [
      'There is no difference at all; they are two names for exactly the same thing',
      'The model is the website you visit, and the assistant is the company that runs it',
      'The model is the free version, and the assistant is the paid version with extras',
      'The assistant is the app you chat with; the model is the engine underneath',
    ],
    correctAnswer: 3,
    explanation:
      'ChatGPT, for example, is an assistant; the language model underneath it is updated with new versions over time, and free and paid plans are versions of the same assistant. That is why the course focuses on strengths rather than version numbers.',
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
      'Use Perplexity, because an assistant that cites its sources keeps the data you type private',
      "Run an open-weight model, such as Llama or one of Mistral's, on its own servers, with technical help and approval",
      'Paste patient records into a free public chatbot, after switching off the setting that uses your chats for model training',
      "Use any assistant's business plan, because business plans keep the data on your own servers",
    ],
    correctAnswer: 1,
    explanation:
      "Open-weight models can be run in-house, so data need not leave the organisation, though this needs technical skill and suitable hardware. Hosted business plans can offer stronger privacy protections, but the data is still processed on the provider's systems, and patient data should never go into tools that are not approved for it.",
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
      'Remove all context, because Copilot already knows everything about your business',
    ],
    correctAnswer: 2,
    explanation:
      'Copilot works where your files, emails and meetings are, so pointing it at the right one is the key adjustment. It still needs context, and search-box keywords give it too little. Asking for citations is the adjustment suggested for Perplexity.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['copilot', 'prompting'],
  },
  {
    id: 80,
    question: 'What is the main trade-off of running a Llama model yourself instead of using a hosted assistant?',
    options: [
      'You no longer need to check outputs, because self-hosted models cannot hallucinate',
      'You control where your data goes, but need technical skill and suitable hardware',
      'You get newer knowledge, because a self-hosted model keeps itself up to date online',
      'You need no setup at all, and the answers are always more accurate than hosted ones',
    ],
    correctAnswer: 1,
    explanation:
      'Open weights give organisations full control over their data, which is a real advantage. The cost is the technical work and hardware needed. A self-hosted model does not update itself either: its knowledge still stops at a cut-off, and its outputs still need checking.',
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
    question: 'Which statement about the strengths of the seven assistants is most accurate?',
    options: [
      'Strengths never change, so you can learn them once and rely on them for good',
      'Only Perplexity can ever search the web; all the other assistants never can',
      'Each assistant can do only the one thing that it is best known for',
      'Features overlap; each strength is what it is best known for, not all it does',
    ],
    correctAnswer: 3,
    explanation:
      "Many assistants now search the web and share features, and the gaps between them change quickly. That is why the course advises checking the provider's site when a detail matters.",
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
      "Avoid real people's likenesses, and check the tool's terms before using images commercially",
      "It is fine as long as the celebrity's name is never mentioned anywhere in the advert",
      'It is fine as long as the image looks realistic enough that nobody can tell it was made by AI',
      'It is fine because images made by AI tools are never subject to any rules or terms of use',
    ],
    correctAnswer: 0,
    explanation:
      "Using real people's likenesses and other companies' logos in AI images is risky whether or not you name them, and tools have their own terms for commercial use. A realistic look does not make an image safe to use, and AI images are not exempt from the rules.",
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
      'Answer in a warm, reassuring tone, so that customers feel happy with whatever you decide',
      'If the policy does not cover sale items, say so plainly rather than guessing an answer',
      'Use your knowledge of typical retail returns policies to fill in any gaps in ours',
      'Answer in as few words as possible, because shorter answers contain fewer mistakes',
    ],
    correctAnswer: 1,
    explanation:
      'Without permission to say "the policy does not say", an AI tends to produce an answer anyway, often borrowing what policies usually say. Filling gaps from "typical" policies is exactly the problem, and tone or brevity does nothing for accuracy. An honest "not covered" shows you a gap to decide yourself.',
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
      'Details in long files can be missed; ask about the sick-pay section specifically, with quotes',
      'The AI has read every page perfectly, so the rule you remember must be missing from the handbook',
      'Uploading teaches the AI the handbook over time, so wait a day and then ask the same question again',
      'Assistants cannot open attached files at all, so it answered from general knowledge about handbooks',
    ],
    correctAnswer: 0,
    explanation:
      'With very long files, some apps look only at the parts that seem most relevant, so details can be missed. Pointing the AI at one section and asking for quotes makes the answer complete and checkable. Uploading does not train the model, and most assistants can read attached files.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['documents', 'context window'],
  },
  {
    id: 88,
    question:
      'You paste your delivery policy and ask the AI, using only that policy, whether you deliver on Sundays. It replies: "Yes, most local florists deliver on Sundays for a small fee." What does this tell you?',
    options: [
      'The policy must allow Sunday delivery, because the AI was told to use nothing but the policy',
      'The reply is fine to send to the customer, because it matches what customers usually expect',
      'The AI has made a counting mistake, so it should be asked to think through it step by step',
      'It gives no quote and talks about "most florists", so check the policy yourself',
    ],
    correctAnswer: 3,
    explanation:
      'An answer about what florists usually do, with no quote from your policy, is a sign that outside knowledge has crept in despite your instruction. The quote rule is your defence: no quote, no trust. Check the policy yourself before you reply to the customer.',
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
      'Neither figure can be trusted yet; check the calculation with a calculator or spreadsheet',
      'The second figure is right, because the AI has now checked its own work more carefully',
      'The first figure was right, because AI always gives in when the user sounds doubtful',
      'AI cannot do any arithmetic at all, so it should never be used near numbers in any way',
    ],
    correctAnswer: 0,
    explanation:
      'AI tends to go along with the user, so it may flip a correct answer when you sound doubtful, or keep a wrong one. Its second answer is not a check. For figures that matter, use a calculator or spreadsheet. AI can still help with numbers, as long as you verify them.',
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
      'Ask for about 550 to 650 characters, then check the length with a character counter',
      'Ask the AI to write it and state its character count, and trust the count it gives you',
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
      "Ask the same question again and again in one chat until the AI's answer stops changing",
      'Start by saying that the plan is brilliant, so that it feels free to suggest small tweaks',
      'Ask for the strongest case against the plan, then check the key figures in real sources',
      'Add "be honest" to the prompt, which fully switches off its tendency to agree with users',
    ],
    correctAnswer: 2,
    explanation:
      'Asking for the strongest counter-argument gives the AI a clear job that is not about pleasing you, and checking key facts outside the chat covers what it still gets wrong. Praising the plan first invites agreement, repeating the question in one chat is not a check, and "be honest" helps a little but does not switch sycophancy off.',
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
      'Only the words "card app broken, help", because sending any picture is too risky',
      'A photo of the error with no text at all, since the AI will work out what you need',
    ],
    correctAnswer: 0,
    explanation:
      'A screenshot is sharper than a photo of a screen and easy to crop to just the error. Adding what you were doing gives the context the AI needs. A photo of the whole counter may show customers or card details, and a photo or vague message on its own leaves the AI guessing.',
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
      'Send it unchanged: photos are handled differently from typed text and are never stored',
      'Crop or cover the account number and the address first, then ask your question',
      'Send it in a temporary chat, because then nothing in it is sent to the AI company',
      'Type the whole invoice out by hand instead, including the account number and address',
    ],
    correctAnswer: 1,
    explanation:
      'Everything in a photo is sent to the AI company, just like text. A temporary chat is not saved to your history, but it is still sent. Cropping and covering details you do not need keeps them out, while still getting help with the invoice.',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['photos', 'privacy', 'temporary chat'],
  },
  {
    id: 96,
    question:
      "While restocking shelves, you use voice mode to plan next week's staff rota and agree several shifts out loud. What is the best next step?",
    options: [
      'Nothing more: spoken answers are more accurate than typed ones, as you explained clearly',
      'Run the whole conversation again in voice mode and see whether the rota comes out the same',
      'Ask for a written summary of the agreed shifts and check every name, day and time',
      'Rely on the rota, since the AI already read all of the details back to you out loud',
    ],
    correctAnswer: 2,
    explanation:
      'Spoken answers are quick but hard to check, and names and numbers are easily misheard. A written summary lets you read and check every detail. Voice is no more accurate than text, and hearing details read back is not the same as checking them.',
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
      'ChatGPT remembers across chats by default: the app saves details and can refer back to past conversations, then adds them to what the model sees. The model itself is not retrained by your chat. You can review or switch off memory in Settings, or use a temporary chat.',
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
      'Suspect prompt injection: stop the agent, and do not share any payment or card details',
      'Approve it: entering card details is a normal step when comparing prices across sites',
      'Let it continue, since the agent has found a bug on the website that it can report',
      'Approve it, because agents never follow instructions that they find on a web page',
    ],
    correctAnswer: 0,
    explanation:
      'Text on a web page that tells the AI to do something you did not ask for, especially involving payment details, is a classic sign of prompt injection. Agents can be influenced by what they read, and defences are not perfect. Keep payments and logins out of agent tasks and do those steps yourself.',
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
      'Full access, plus a line in the prompt telling it to ignore any hidden instructions',
      'Read-only access, a narrow task, and drafts that you review and send yourself',
      'No limits at all, as built-in defences have made prompt injection a thing of the past',
    ],
    correctAnswer: 2,
    explanation:
      'Giving only the access a task needs, and approving actions yourself, limits the harm a mistake or a hidden instruction can do. A line telling the AI to ignore hidden instructions helps but is no guarantee, and AI companies say prompt injection is not fully solved.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['connectors', 'agents', 'prompt injection', 'ai at work'],
  },
];

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
      'When the AI takes an unusually long time to finish its reply',
      'When the AI states something false or made up as if it were true',
      'When the AI creates a picture instead of the text you asked for',
    ],
    correctAnswer: 2,
    explanation:
      'A hallucination is a confident-sounding answer that is false, such as an invented fact, quote or citation. It happens because the model fills gaps with text that fits the pattern.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['hallucinations'],
  },
  {
    id: 3,
    question: 'Which of these should you never paste into an AI chat?',
    options: [
      'A family recipe you want to halve',
      'A public news headline you want explained',
      'A made-up sentence you want rewritten',
      'Your company\'s admin password',
    ],
    correctAnswer: 3,
    explanation:
      'Whatever you type is sent to the company running the tool and may be stored or reviewed. Passwords, PINs and access keys should never go into an AI chat.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['privacy'],
  },
  {
    id: 4,
    question: 'In the widely reported 2023 case in the United States mentioned in the course, what went wrong?',
    options: [
      'A judge used ChatGPT to decide a court case, and the verdict was overturned',
      'Lawyers were fined after citing court cases that ChatGPT had invented',
      'Lawyers lost a case because ChatGPT refused to discuss legal topics',
      'A company was fined for using ChatGPT to answer its customer emails',
    ],
    correctAnswer: 1,
    explanation:
      'The lawyers submitted a court filing that cited legal cases which did not exist; ChatGPT had made them up. It is a clear example of why every citation an AI gives you must be checked.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['hallucinations', 'fake citations'],
  },
  {
    id: 5,
    question: 'What is a model\'s "knowledge cut-off"?',
    options: [
      'The maximum number of questions you are allowed to ask it in one day',
      'The time limit after which an open chat is closed automatically',
      'The date its training data stops, so it may not know later events',
      'The point where it stops answering questions about private topics',
    ],
    correctAnswer: 2,
    explanation:
      'Training stops at a certain date, so the model does not automatically know about anything that happened afterwards, such as new laws or prices. Some assistants can search the web to work with newer information.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['knowledge cut-off', 'limitations'],
  },
  {
    id: 6,
    question: 'An AI gives you a very confident, beautifully written answer. What does that tell you about whether it is correct?',
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
      'Drafting, summarising and rewriting text you can check',
      'Giving legal advice that is guaranteed correct without any review',
      'Giving verified live stock prices without any search tools at all',
      'Remembering all of your past conversations by default, forever',
    ],
    correctAnswer: 0,
    explanation:
      'Language models shine at drafting, rewriting, summarising, brainstorming and explaining, especially where you can judge the result. They have no guaranteed accuracy, no memory between chats by default, and no live data without tools.',
    category: 'basics',
    difficulty: 'easy',
    tags: ['llm basics'],
  },
  // basics / medium
  {
    id: 8,
    question: 'You open a brand-new chat and ask, "What did I tell you about my business yesterday?" Your tool has no memory feature switched on. What is most likely to happen?',
    options: [
      'It will recall yesterday only, because chats are kept for 24 hours',
      'It will find your chat in its training data, which is updated every night',
      'It will recall everything, because models remember all past chats by default',
      'It will not know, because a new chat normally starts with a blank slate',
    ],
    correctAnswer: 3,
    explanation:
      'A model can see earlier messages only within the same conversation. Remembering between chats happens only if the tool has an optional memory feature turned on.',
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
      'The list of websites that the model was trained on',
      'The length of time the company keeps your chats',
    ],
    correctAnswer: 1,
    explanation:
      'Within a conversation the model can see earlier messages only up to a limit, called the context window. It is about how much text the model can consider at once, not a part of the screen.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['context window', 'memory'],
  },
  {
    id: 10,
    question: 'An AI gives you a list of research papers with authors and titles. What is the best first step?',
    options: [
      'Use the papers whose author names sound like real academics',
      'Trust the list, because an AI cannot invent titles and authors that specific',
      'Ask the same AI "Are you sure?" and use the list if it says yes',
      'Search for each paper yourself, and assume any you can\'t find does not exist',
    ],
    correctAnswer: 3,
    explanation:
      'Fake citations are a common kind of hallucination, and very specific details are where invented facts often hide. Asking the AI to confirm is not verification; only finding the paper yourself is.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['fake citations', 'hallucinations'],
  },
  {
    id: 11,
    question: 'Why do hallucinations happen?',
    options: [
      'The model deliberately misleads users whose questions it does not like',
      'The model only hallucinates when your internet connection is too slow',
      'The model fills gaps with text that fits the pattern, even without reliable facts',
      'Staff at the AI company edit many answers by hand, and sometimes make typing mistakes',
    ],
    correctAnswer: 2,
    explanation:
      'A model predicts plausible text, so when it lacks facts it produces text that sounds right anyway. It is not lying in the human sense; it has no reliable sense of what is true.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['hallucinations'],
  },
  {
    id: 12,
    question: 'You want help replying to a customer complaint. Which approach gets good help while protecting privacy?',
    options: [
      'Describe the complaint using a placeholder like [customer name], and add the real details yourself later',
      'Paste the customer\'s full name, address and account number so the reply can be personalised',
      'Paste all the customer details, as long as you are using a free account rather than a paid business one',
      'Paste all the customer details, then ask the AI to forget them at the end of the chat',
    ],
    correctAnswer: 0,
    explanation:
      'The AI does not need real personal data to write a good reply. Placeholders keep the customer\'s details out of the tool, and asking the AI to \'forget\' does not remove what has already been sent.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['privacy', 'placeholders'],
  },
  {
    id: 13,
    question: 'Where does bias in AI answers mainly come from?',
    options: [
      'Only from the prompts of the person using it, never from the training data',
      'The model\'s own personal beliefs, which it develops over many conversations',
      'Nowhere any more: AI companies have now removed every trace of bias from their models',
      'The human-written text it learned from, with its stereotypes and uneven viewpoints',
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
      'It will automatically search the web for you, even though it has no search tool',
      'It may give out-of-date information or guess, as its training data stops at a cut-off',
      'There is no risk, because models are retrained with new laws every single day',
      'It will refuse to answer, because language models are not allowed to discuss laws at all',
    ],
    correctAnswer: 1,
    explanation:
      'Without search, a model answers from patterns learned before its knowledge cut-off. When dates matter, check whether it searched the web and verify the answer yourself.',
    category: 'basics',
    difficulty: 'medium',
    tags: ['knowledge cut-off'],
  },
  // basics / hard
  {
    id: 15,
    question: 'Which statement about an AI assistant\'s memory is most accurate?',
    options: [
      'It cannot see even the earlier messages in the same chat, so you must repeat everything in every message',
      'It remembers all of your chats by default, but only when you are using a paid plan rather than a free one',
      'It permanently learns from every chat, so a correction you make today fixes its knowledge for every user tomorrow morning',
      'It sees earlier messages in the current chat up to a limit; it remembers across chats only if a memory feature is on',
    ],
    correctAnswer: 3,
    explanation:
      'Within one conversation the model can see earlier messages up to the context window. Between chats it starts fresh unless the tool offers a memory feature that is switched on; your chat does not retrain the model on the spot.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['memory', 'context window'],
  },
  {
    id: 16,
    question: 'A colleague says: "I asked the AI to double-check its own figures, so I don\'t need to verify them." What is the best response?',
    options: [
      'That\'s fine, provided the AI said it was very confident when it confirmed the figures',
      'That\'s fine, because a model cannot repeat the same mistake twice in a single conversation',
      'Self-checking by the AI isn\'t verification; check important facts against original sources',
      'That\'s fine, as long as the check was done in the same chat where the figures were written',
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
      'It means the model hides true answers on purpose unless you ask it more than once',
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
    question: 'Your company has started using an AI tool, and you are not sure whether chats are used to train future models. What should you do before pasting anything sensitive?',
    options: [
      'Check the tool\'s data settings and your employer\'s AI policy',
      'Nothing, because paid AI tools never store anything you type into them',
      'Nothing, because chats are deleted as soon as you close the window',
      'Paste it, then delete the chat, which erases it from the provider too',
    ],
    correctAnswer: 0,
    explanation:
      'Depending on the tool, plan and settings, chats may be stored, reviewed or used for training, and settings change over time. Checking the data settings and following your employer\'s rules comes first; even then, passwords and confidential data stay out.',
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
    question: 'Why might you ask the same factual question again in a fresh chat?',
    options: [
      'If the details change between answers, that is a sign they may be unreliable',
      'Because the second answer is always more accurate, so you should use that one',
      'Because asking a question twice forces the model to search the web',
      'Because a fresh chat resets the knowledge cut-off to the current date',
    ],
    correctAnswer: 0,
    explanation:
      'Invented details often change from one answer to the next, while well-established facts tend to stay the same. A fresh chat does not update the model\'s knowledge or turn on search.',
    category: 'basics',
    difficulty: 'hard',
    tags: ['hallucinations', 'verification'],
  },
  // fundamentals / easy
  {
    id: 22,
    question: 'Which list correctly names the six building blocks of a good prompt?',
    options: [
      'Goal, tone, length, keywords, grammar, style',
      'Role, context, task, audience, format, constraints',
      'Role, content, topic, reader, font, conclusion',
      'Question, answer, example, source, summary, review',
    ],
    correctAnswer: 1,
    explanation:
      'The six building blocks are role, context, task, audience, format and constraints. Tone and length are covered as constraints.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['prompt anatomy'],
  },
  {
    id: 23,
    question: 'In a prompt, what does "audience" mean?',
    options: [
      'Who the AI should pretend to be',
      'How many people use the AI tool',
      'Who will read or use the result',
      'Which company made the AI model',
    ],
    correctAnswer: 2,
    explanation:
      'The audience is who the answer is for, such as a ten-year-old or a busy manager. Who the AI pretends to be is the role, a different building block.',
    category: 'fundamentals',
    difficulty: 'easy',
    tags: ['audience', 'prompt anatomy'],
  },
  {
    id: 24,
    question: '"Act as an experienced bookkeeper" is an example of which building block?',
    options: [
      'Role',
      'Constraints',
      'Audience',
      'Format',
    ],
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
      'To delete earlier messages from the current conversation',
      'To encrypt the prompt so that the AI company cannot read what you wrote',
      'To separate your instructions from the text the AI should work on',
    ],
    correctAnswer: 3,
    explanation:
      'Delimiters fence off one part of a prompt from another, for example an email you want summarised. This stops the AI confusing your instructions with the pasted text.',
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
    options: [
      'Role',
      'Context',
      'Format',
      'Audience',
    ],
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
    question: '"Keep it under 150 words and friendly in tone" belongs mainly to which building block?',
    options: [
      'Context',
      'Task',
      'Role',
      'Constraints',
    ],
    correctAnswer: 3,
    explanation:
      'Constraints are the rules and limits of a prompt. Length and tone are two of the most useful constraints.',
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
      'Zero-shot is for creating images; one-shot is for creating text',
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
      'Yes, but only when you are using the free version of an AI tool',
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
    question: 'Why is "under 80 words" a better instruction than "keep it short"?',
    options: [
      'Word counts switch the AI over to a more advanced model',
      'Giving a number of words makes the AI reply more quickly',
      '"Short" means different things to different people; a number does not',
      'AI tools cannot understand descriptive words such as "short" or "long"',
    ],
    correctAnswer: 2,
    explanation:
      'Concrete constraints remove guesswork. The AI understands "short", but its idea of short may not match yours.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['constraints', 'length'],
  },
  {
    id: 34,
    question: 'You paste an email containing the line "Please ignore the earlier email" straight after your instruction, with no delimiters. What is the risk?',
    options: [
      'The AI may treat sentences inside the email as instructions meant for it',
      'The AI will always delete the first sentence of the email',
      'The AI will refuse to read any text that has been pasted in from elsewhere',
      'The email will be sent back to its author automatically',
    ],
    correctAnswer: 0,
    explanation:
      'When instructions and pasted text run together, the AI can confuse them. Delimiters such as triple quotes make it clear which part is material to work on.',
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
      'Because AI tools only accept long prompts written as templates',
    ],
    correctAnswer: 0,
    explanation:
      'Templates save time, keep quality consistent and help newcomers get good results quickly. They do not give the AI memory or prevent hallucinations.',
    category: 'fundamentals',
    difficulty: 'medium',
    tags: ['templates'],
  },
  // fundamentals / hard
  {
    id: 36,
    question: 'You give three example product descriptions, all about chocolate cakes, then ask for a bread description. The result keeps mentioning chocolate. What is the best fix?',
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
    question: 'In the prompt "You are a patient maths tutor. Explain fractions to a nine-year-old.", which statement is correct?',
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
      'Fifty words is below the shortest answer that an AI language model is able to produce',
      'The instructions contradict each other, so the AI has to guess which matters more',
      'It has no role, and a prompt without a role is always ignored by the AI',
      'Requests for lots of detail only work in few-shot prompts with examples',
    ],
    correctAnswer: 1,
    explanation:
      'Contradictory instructions force the AI to choose between them. Decide which matters more and say so, for example "the key details only, in under 50 words".',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['constraints', 'common mistakes'],
  },
  {
    id: 39,
    question: 'You send a template that still contains an unfilled "[company name]". What is likely to happen?',
    options: [
      'The AI will fill in your company name automatically from your account',
      'The AI will refuse to process any prompt that contains square brackets',
      'The AI may copy the placeholder into its answer or make up a company name',
      'The AI will treat the brackets as delimiters and ignore the text after them',
    ],
    correctAnswer: 2,
    explanation:
      'The AI only knows what you tell it, so an unfilled placeholder leaves a gap it may copy or fill with an invention. Fill every placeholder before sending.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['placeholders', 'templates'],
  },
  {
    id: 40,
    question: 'Apart from making it reusable, what is another benefit of asking the AI to put placeholders such as [first name] in its output?',
    options: [
      'It guarantees the email will get past customers\' spam filters',
      'It keeps real customers\' personal details out of the AI tool',
      'It lets the AI skip the tone you asked it to use',
      'It makes the AI write its answer noticeably faster',
    ],
    correctAnswer: 1,
    explanation:
      'If the AI writes "[first name]" you can add the real name later outside the tool, so no personal data needs to be shared. This links placeholders to the privacy habits from the first lesson.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['placeholders', 'privacy'],
  },
  {
    id: 41,
    question: 'You want the AI to compare two versions of a policy in one prompt. What approach does the course suggest?',
    options: [
      'Paste both versions together as one paragraph, so that the AI reads them as a single combined document',
      'Paste each version into a separate new chat, and then ask the second chat to compare them',
      'Skip pasting the versions and give few-shot examples of other policies to compare instead',
      'Label each with a delimiter, such as "### Version A" and "### Version B", and refer to them by name',
    ],
    correctAnswer: 3,
    explanation:
      'Labelled delimiters keep the two texts separate and let you say things like "list what Version B adds". A separate new chat would not see the first version, because each chat starts fresh.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['delimiters'],
  },
  {
    id: 42,
    question: 'An answer disappoints you. According to the course, which building blocks are most often the missing ones?',
    options: [
      'Delimiters, which every single prompt must include',
      'Examples, because zero-shot prompts rarely work',
      'Role, because a prompt without a role is ignored',
      'Context, audience or format',
    ],
    correctAnswer: 3,
    explanation:
      'When an answer disappoints, run through the six building blocks; the gap is usually context, audience or format. Roles, delimiters and examples help, but none is required in every prompt.',
    category: 'fundamentals',
    difficulty: 'hard',
    tags: ['prompt anatomy'],
  },
  // outcomes / easy
  {
    id: 43,
    question: 'The first answer is not what you wanted. Which follow-up prompt is most likely to help?',
    options: [
      '"That\'s not quite right, is it? Please have another think and make it better."',
      '"No. That is wrong. Have another go at it."',
      '"Shorten it to under 100 words and replace the jargon with plain English."',
      '"Try again, but this time do it properly."',
    ],
    correctAnswer: 2,
    explanation:
      'Specific feedback gets specific improvements. Saying exactly what to change gives the AI something to work with, while "make it better" leaves it guessing.',
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
      'Working through intermediate steps in writing tends to help on calculations, logic and planning, and it lets you spot where a mistake crept in. It does not guarantee correct arithmetic.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['step by step', 'reasoning'],
  },
  {
    id: 45,
    question: 'What is prompt chaining?',
    options: [
      'Splitting a big task into smaller prompts, where each output feeds the next',
      'Copying a prompt from someone else\'s chat and pasting it into your own chat',
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
    question: 'Which four checks does the course recommend for judging an AI output?',
    options: [
      'Originality, humour, word count and layout',
      'Confidence, creativity, vocabulary and style',
      'Speed, length, spelling and font',
      'Accuracy, relevance, completeness and tone',
    ],
    correctAnswer: 3,
    explanation:
      'Check that the facts are right (accuracy), that it answers your actual question (relevance), that nothing is missing (completeness) and that it sounds right for the audience (tone).',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['evaluation'],
  },
  {
    id: 47,
    question: 'Which line lets the AI interview you before it starts a bigger job?',
    options: [
      '"Answer as quickly as you can, and use as few words as you possibly can, please."',
      '"Don\'t ask me anything; just make sensible guesses about what I want."',
      '"Before you start, ask me any questions you need answered to do this well."',
      '"Remember everything I have told you in all of my previous chats."',
    ],
    correctAnswer: 2,
    explanation:
      'Asking the AI to ask you questions first fills in context you might forget, so the result is based on your answers rather than on guesses.',
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
      'You are: your name is on it, so check it before sending',
      'The AI company, because its model wrote the text',
      'The AI model itself, because it chose the words',
      'Nobody, because AI-written text is exempt from the usual rules',
    ],
    correctAnswer: 0,
    explanation:
      'Anything you publish or send carries your name, not the AI\'s. That is why anything customer-facing deserves extra checking.',
    category: 'outcomes',
    difficulty: 'easy',
    tags: ['verification', 'ai at work'],
  },
  // outcomes / medium
  {
    id: 50,
    question: 'After many back-and-forth messages, a conversation has drifted off course and the answers are getting muddled. What does the course suggest?',
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
    question: 'You need 400 boxes a month. Supplier A charges £1.20 per box with free delivery. Supplier B charges £1.05 per box plus a £45 delivery fee, ordering once a month. Which is cheaper, and by how much?',
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
      'Guaranteeing the answer is accurate, so that no further checks of any kind are needed at all afterwards',
      'Catching gaps in completeness, though it does not replace checking facts against sources',
      'Only checking image prompts, since a text answer cannot be reviewed this way',
      'Nothing at all, because an AI is not able to read back its own earlier answers',
    ],
    correctAnswer: 1,
    explanation:
      'A self-review often spots things the AI left out. But a model can happily confirm its own mistakes, so facts still need verifying against real sources.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['evaluation', 'verification'],
  },
  {
    id: 53,
    question: 'The AI tells you about a rule in a consumer law. Where should you verify it?',
    options: [
      'On an official government website or another original source',
      'By checking that the answer sounds confident and clear',
      'On any internet forum post you can find that agrees with the AI',
      'By asking the same AI again in the same conversation',
    ],
    correctAnswer: 0,
    explanation:
      'Verification means going to the original source: laws on official government websites, product details with the manufacturer, statistics with the publisher.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['verification', 'fact-checking'],
  },
  {
    id: 54,
    question: 'Why does prompt chaining often beat one giant prompt for a job like writing a staff handbook?',
    options: [
      'One giant prompt always causes the AI to produce hallucinated citations',
      'AI tools refuse to accept any prompt that is longer than a single short paragraph of text',
      'Each step is small enough to do well, and you can correct work before mistakes snowball',
      'Chaining makes the AI search the web automatically at every single step',
    ],
    correctAnswer: 2,
    explanation:
      'One huge request usually gives something long but shallow. Chaining lets you review the outline, then each section, so you stay in control of the direction.',
    category: 'outcomes',
    difficulty: 'medium',
    tags: ['prompt chaining'],
  },
  {
    id: 55,
    question: 'You are about to ask for a marketing plan but are not sure what information the AI needs. What is the best approach?',
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
    question: 'A draft is accurate and complete, but it sounds stiff and salesy for your relaxed customers. Which check did it fail?',
    options: [
      'Tone',
      'Completeness',
      'Accuracy',
      'Relevance',
    ],
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
    question: 'The AI shows its step-by-step working for an important calculation and reaches a conclusion. What should you still do?',
    options: [
      'Ask it to hide its reasoning, because hidden reasoning is safer',
      'Check the numbers yourself with a calculator or spreadsheet',
      'Switch to a reasoning model, because those never make mistakes',
      'Nothing, because showing the working guarantees the result',
    ],
    correctAnswer: 1,
    explanation:
      'AI can still make arithmetic slips even when it shows its working. Seeing the steps makes checking easier; it does not replace checking.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['step by step', 'verification'],
  },
  {
    id: 58,
    question: 'Why is "Keep the second paragraph exactly as it is, but rewrite the opening" a better follow-up than "Make it better"?',
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
    question: 'Some newer "reasoning" models work through problems internally before answering. What does the course say about asking them to show their steps?',
    options: [
      'It matters less with them, but seeing the steps still makes the answer easier for you to check',
      'It is not allowed with reasoning models, and the request will just produce an error message instead',
      'It makes reasoning models less accurate, so you should never ask them to show steps',
      'It is pointless, because reasoning models are never wrong about calculations',
    ],
    correctAnswer: 0,
    explanation:
      'Reasoning models reduce the need for the instruction, but seeing the working still helps you check the answer, and no model is guaranteed to be right.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['step by step', 'reasoning'],
  },
  {
    id: 61,
    question: 'Which sequence best matches the reliable routine for getting useful business results?',
    options: [
      'Ask the AI to verify its own work, publish the result, then write down the prompt you used',
      'Publish the first draft, ask customers what they think, then write a clearer prompt the next time round',
      'Refine with follow-ups, then write the prompt, then decide what a good result looks like',
      'Decide what good looks like, write a clear prompt, refine with follow-ups, then check the output',
    ],
    correctAnswer: 3,
    explanation:
      'Knowing what a good result looks like comes first, so you can write a clear prompt and judge the answer. Checking accuracy, relevance, completeness and tone comes before anything is published.',
    category: 'outcomes',
    difficulty: 'hard',
    tags: ['business results', 'iteration'],
  },
  {
    id: 62,
    question: 'In a chained task, you notice the section list from step 1 is missing "Holiday policy". When is the best time to fix it?',
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
    question: 'A newsletter draft covers every requested section in the right tone, but mentions "our new branch in Leeds", which you do not have. Which check catches this, and what should you do?',
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
    options: [
      'Gemini - Microsoft',
      'ChatGPT - Google',
      'Claude - Anthropic',
      'Llama - OpenAI',
    ],
    correctAnswer: 2,
    explanation:
      'Claude is made by Anthropic. ChatGPT is made by OpenAI, Gemini by Google, and Llama by Meta.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'claude'],
  },
  {
    id: 65,
    question: 'Which assistant is best known for searching the web and citing its sources with numbered references?',
    options: [
      'Perplexity',
      'Claude',
      'Llama',
      'Meta AI',
    ],
    correctAnswer: 0,
    explanation:
      'Perplexity is an answer engine built around web search, with citations you can open and check. Other assistants may also search, but this is what Perplexity is known for.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'perplexity'],
  },
  {
    id: 66,
    question: 'Which assistant lives inside Microsoft 365 apps such as Word, Excel, Outlook and Teams?',
    options: [
      'Meta AI',
      'Gemini',
      'Microsoft Copilot',
      'Perplexity',
    ],
    correctAnswer: 2,
    explanation:
      'Copilot is Microsoft\'s assistant and, in its business version, works inside the Microsoft 365 apps where you already work.',
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
    question: 'Which four elements does the course recommend describing in an image prompt?',
    options: [
      'Role, context, task and audience',
      'Subject, style, composition and lighting',
      'Subject, price, file size and author',
      'Accuracy, relevance, completeness and tone',
    ],
    correctAnswer: 1,
    explanation:
      'A good image prompt says what is in the picture (subject), the look (style), the framing (composition) and the mood of the light (lighting).',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['image prompts'],
  },
  {
    id: 69,
    question: 'Le Chat is the assistant made by which company?',
    options: [
      'Google',
      'OpenAI',
      'Meta',
      'Mistral AI',
    ],
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
      'Meta AI is built into Meta\'s own apps, which makes it easy to try. Word and Outlook are Copilot territory, and Gmail and Docs are Gemini\'s.',
    category: 'advanced',
    difficulty: 'easy',
    tags: ['ai models', 'meta ai'],
  },
  // advanced / medium
  {
    id: 71,
    question: 'What does it mean that Llama models have "open weights"?',
    options: [
      'The model comes with no licence terms whatsoever, so any use at all is allowed',
      'The trained model can be downloaded and run on your own computers, under Meta\'s licence terms',
      'Anyone can edit the answers Meta\'s assistant gives on its website, like a shared online wiki page',
      'The model can only be used inside WhatsApp, where its settings are open to all users',
    ],
    correctAnswer: 1,
    explanation:
      'Open weights means the trained model itself is available to download and run yourself. It still comes with licence terms, so "open" does not mean "no rules".',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['llama', 'open weights'],
  },
  {
    id: 72,
    question: 'Your team spends all day in Gmail and Google Docs. Which assistant does the course suggest trying first?',
    options: [
      'Microsoft Copilot',
      'Le Chat',
      'Meta AI',
      'Gemini',
    ],
    correctAnswer: 3,
    explanation:
      'Gemini is Google\'s assistant and connects with Google services such as Gmail, Docs and Drive. Copilot is the natural fit for Microsoft 365 instead.',
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
      'An image generator, asked to make a chart of the latest figures',
      'A Llama model running on your own server with no internet access',
    ],
    correctAnswer: 1,
    explanation:
      'Perplexity\'s numbered citations let you open and check each source, which suits research and current events. A model with no search answers from training data that stops at a cut-off.',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['perplexity', 'choosing a model'],
  },
  {
    id: 74,
    question: 'What should you consider first when choosing an AI assistant to use at work?',
    options: [
      'Your workplace rules: use the tool your employer has approved',
      'Which assistant your friends use most often at home',
      'Which assistant has the newest and highest model version number',
      'Which assistant writes the longest answers by default',
    ],
    correctAnswer: 0,
    explanation:
      'Workplace rules matter more than any feature. After that, think about where you work, the job and how much control you need.',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['choosing a model', 'ai at work'],
  },
  {
    id: 75,
    question: 'In an image prompt, "close-up, shot from slightly above, with the cup on the left and space on the right" describes which element?',
    options: [
      'Style',
      'Lighting',
      'Composition',
      'Subject',
    ],
    correctAnswer: 2,
    explanation:
      'Composition is how the picture is framed: close-up or wide, the angle and where things sit. Lighting would be something like "soft morning sunlight".',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['image prompts'],
  },
  {
    id: 76,
    question: 'Which assistant does the course describe as widely praised for natural, careful writing and for working with long documents you upload?',
    options: [
      'Claude',
      'Perplexity',
      'Le Chat',
      'Meta AI',
    ],
    correctAnswer: 0,
    explanation:
      'Claude, made by Anthropic, is known for careful writing, following detailed instructions and handling long documents such as reports and contracts.',
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
      'The assistant is the training data, and the model is the chat window you see on your screen',
      'The assistant is the app you chat with; the model is the language model working underneath it',
    ],
    correctAnswer: 3,
    explanation:
      'ChatGPT, for example, is an assistant; the language model underneath it is updated with new versions over time. That is why the course focuses on strengths rather than version numbers.',
    category: 'advanced',
    difficulty: 'medium',
    tags: ['ai models'],
  },
  // advanced / hard
  {
    id: 78,
    question: 'A clinic wants AI help but must keep patient data on its own systems. Which option best fits that requirement?',
    options: [
      'Use Perplexity, because an assistant that cites its sources keeps the data you type private',
      'Run an open-weight model, such as Llama or one of Mistral\'s, on its own servers, with technical help and approval',
      'Paste patient records into a free public chatbot, after switching off the setting that uses your chats for model training',
      'Use Meta AI inside WhatsApp, because a messaging app keeps everything on the clinic\'s own systems',
    ],
    correctAnswer: 1,
    explanation:
      'Open-weight models can be run in-house, so data need not leave the organisation, though this needs technical skill and suitable hardware. Patient data should never go into tools that are not approved for it.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['open weights', 'privacy', 'choosing a model'],
  },
  {
    id: 79,
    question: 'You adapt a prompt for Copilot inside Microsoft 365. Which adjustment fits the course\'s advice?',
    options: [
      'Ask for a web citation on every sentence, as you would with a research engine',
      'Rewrite the whole prompt in a programming language so that Excel can run it',
      'Refer to the specific document, email thread or meeting you want it to use',
      'Remove all context, because Copilot already knows everything about your business',
    ],
    correctAnswer: 2,
    explanation:
      'Copilot works where your files, emails and meetings are, so pointing it at the right one is the key adjustment. Asking for citations is the adjustment suggested for Perplexity.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['copilot', 'prompting'],
  },
  {
    id: 80,
    question: 'What is the main trade-off of running a Llama model yourself instead of using a hosted assistant?',
    options: [
      'You no longer need to check outputs, because self-hosted models cannot hallucinate',
      'You gain control over where your data goes, but you need technical skill and suitable hardware',
      'You get automatic links to Microsoft 365, but lose the ability to write your prompts in plain English',
      'You need no setup at all, and the answers are always more accurate than hosted ones',
    ],
    correctAnswer: 1,
    explanation:
      'Open weights give organisations full control over their data, which is a real advantage. The cost is the technical work and hardware needed, and outputs still need checking.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['llama', 'open weights', 'trade-offs'],
  },
  {
    id: 81,
    question: 'You want an image for a social media post with your own headline added on top afterwards. Which part of the image prompt matters most for that?',
    options: [
      'Lighting described as moody candlelight',
      'A watercolour painting style for the whole image',
      'Composition that leaves empty space for the text',
      'Asking the tool to draw the headline in the picture, since text is rendered perfectly',
    ],
    correctAnswer: 2,
    explanation:
      'Framing the subject to one side with empty space gives you room to add text. Image tools can still get text inside pictures wrong, so adding it yourself is more reliable.',
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
      'Each assistant can do only the single thing that it is best known for, and nothing else at all',
      'Features overlap more and more; each strength is what it is best known for, not all it does',
    ],
    correctAnswer: 3,
    explanation:
      'Many assistants now search the web and share features, and the gaps between them change quickly. That is why the course advises checking the provider\'s site when a detail matters.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['ai models', 'trade-offs'],
  },
  {
    id: 83,
    question: 'You need a ten-page market report. Which approach makes the best use of prompt chaining?',
    options: [
      'Ask for the report one word at a time, so the AI cannot make any mistakes along the way',
      'Get an outline, review it, draft each section from the agreed outline, then ask for a review of the whole',
      'Ask for the full ten-page report in one single prompt, then publish it as soon as it arrives',
      'Send one full-report prompt to all seven assistants, then merge all their answers together without reading them',
    ],
    correctAnswer: 1,
    explanation:
      'Chaining feeds each checked output into the next step, giving you control and catching problems early. A single giant prompt tends to be long but shallow.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['prompt chaining'],
  },
  {
    id: 84,
    question: 'A colleague wants to use an AI-generated image of a well-known celebrity holding your product in an advert. What does the course advise?',
    options: [
      'Avoid real people\'s likenesses, and check the tool\'s terms before using images commercially',
      'It is fine if the prompt describes the subject, style, composition and lighting carefully',
      'It is fine as long as the image looks realistic enough that nobody can tell it was made by AI',
      'It is fine because images made by AI tools are never subject to any rules or terms of use',
    ],
    correctAnswer: 0,
    explanation:
      'Using real people\'s likenesses and other companies\' logos in AI images is risky, and tools have their own terms for commercial use. A well-built prompt does not make an image safe to use.',
    category: 'advanced',
    difficulty: 'hard',
    tags: ['image prompts', 'ai at work'],
  },
];

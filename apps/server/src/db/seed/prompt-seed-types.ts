export interface PromptSeed {
  title: string;
  description: string; // one or two sentences: what it does and for whom
  category: string; // a stored category, see below
  tags: string[]; // 3-6 lowercase tags
  businessTypes: string[]; // 1-4 of the 14 business types, exact spelling
  exampleUse: string; // one concrete scenario of using it
  isFeatured: boolean;
  sections: {
    context: string; // the situation the AI is placed in
    role: string; // who the AI should be
    expertiseAreas: string[]; // 3-5 areas of expertise
    responseGuidelines: string; // concrete rules for the answer
    userInfo: string; // INFORMATION ABOUT USER: every fill-in blank, once each, as 'Label (hint): [short name]'
    responseFormat: string; // exact structure of the output
    corePrompt: string; // the instruction itself; refers to the details above, no [placeholders]
    criteria: string; // how to judge a good answer
    constraints: string; // limits: length, tone, what not to do
    examples: string; // a short example of input or of a good output fragment
  };
}

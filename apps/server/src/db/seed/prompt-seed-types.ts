export interface PromptSeed {
  title: string;
  description: string;          // one or two sentences: what it does and for whom
  category: string;             // a stored category, see below
  tags: string[];               // 3-6 lowercase tags
  businessTypes: string[];      // 1-4 of the 14 business types, exact spelling
  exampleUse: string;           // one concrete scenario of using it
  rating: number;               // believable, 4.1-4.9, one decimal
  views: number;                // believable, 120-9800
  isFeatured: boolean;
  sections: {
    context: string;            // the situation the AI is placed in
    role: string;               // who the AI should be
    expertiseAreas: string[];   // 3-5 areas of expertise
    responseGuidelines: string; // concrete rules for the answer
    userInfo: string;           // INFORMATION ABOUT USER: what the user provides, with [placeholders]
    responseFormat: string;     // exact structure of the output
    corePrompt: string;         // the instruction itself, with [placeholders] in square brackets
    criteria: string;           // how to judge a good answer
    constraints: string;        // limits: length, tone, what not to do
    examples: string;           // a short example of input or of a good output fragment
  };
}

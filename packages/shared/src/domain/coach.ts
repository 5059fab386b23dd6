export const COACH_TONES = [
  'professional',
  'casual',
  'friendly',
  'authoritative',
  'conversational',
  'formal',
  'enthusiastic',
] as const;

export const COACH_OUTPUT_LENGTHS = [
  { value: 'brief', label: 'Brief (1-2 sentences)' },
  { value: 'short', label: 'Short (1 paragraph)' },
  { value: 'medium', label: 'Medium (2-3 paragraphs)' },
  { value: 'long', label: 'Long (4+ paragraphs)' },
  { value: 'detailed', label: 'Detailed (comprehensive)' },
] as const;

export const COACH_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

export const COACH_TARGET_MODELS = [
  { value: 'general', label: 'General (any AI)' },
  { value: 'chatgpt', label: 'ChatGPT' },
  { value: 'claude', label: 'Claude' },
  { value: 'gemini', label: 'Gemini' },
  { value: 'image', label: 'Image generation' },
] as const;

export const COACH_PROMPT_MAX = 8_000;

export const COACH_FIELD_MAX = 1_500;

/** The built-in offline check: always available, graded by a published rubric (decision 0014). */
export const COACH_OFFLINE_MODEL = 'offline-coach';

export const COACH_TEXTS = {
  freeUsed: 'You have already used your free prompt analysis.',
  sessionInvalid: 'Session invalid or expired. Please pay to continue.',
  apiFailed: 'API request failed.',
  parseFailed: 'Failed to parse server response.',
  emptyFeedback: 'No feedback received from the AI model. Please try again or select a different model.',
  creditsUsed: 'You have used all 25 credits. Buy another pack to keep coaching.',
  fallbackNote:
    'The selected AI model could not be reached, so the offline check (no AI model) analysed your prompt instead. Nothing was used.',
  offlineGrader: 'Offline check, no AI model',
  offlineNoCredit: 'No credit was used: the offline check is always free for paying users.',
  tooManySessions: 'Too many new coach sessions from your address. Please try again later.',
} as const;

/**
 * The coach form's labels and hints, shared by the form and the offline grader (issue 29): a field
 * that only repeats them holds no content of the learner's own.
 */
export const COACH_FIELD_TEXTS = {
  goal: { label: 'Goal', hint: 'What should the AI produce?' },
  role: { label: 'Role', hint: 'Who should the AI be? e.g. an experienced copywriter' },
  context: { label: 'Context', hint: 'Your situation, business or background' },
  targetAudience: { label: 'Target audience', hint: 'Who will read the result?' },
  format: { label: 'Format', hint: 'e.g. 5 bullet points, an email with a subject line' },
  successCriteria: { label: 'Success criteria', hint: 'What must a good answer achieve?' },
  examples: { label: 'Examples', hint: 'A short sample of what you like' },
  constraints: { label: 'Constraints', hint: 'What should the AI avoid?' },
} as const;

/** Other texts the coach form shows (select placeholders, labels): not content either. */
export const COACH_FORM_UI_TEXTS = [
  'Tone',
  'Any tone',
  'Output length',
  'Difficulty',
  'Target AI model',
  'AI model for feedback',
  'Prompt Coach',
  'Get Feedback',
] as const;

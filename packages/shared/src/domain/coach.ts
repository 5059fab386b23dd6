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

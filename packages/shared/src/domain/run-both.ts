// '@ai4n/shared/run-both': only the coach's Run both needs these, so they stay out of the main entry and the site-wide chunk.
/**
 * Runs (tries, failed ones included) one analysis allows: Run both compares an analysis's own
 * prompt and rewrite, so a few runs are plenty, and each try is a pair of provider calls.
 */
export const RUN_BOTH_RUNS_PER_ANALYSIS = 3;

/** How long an analysis can be run: the page that shows it is rarely open longer, and its prompt is the visitor's text. */
export const RUN_BOTH_ANALYSIS_HOURS = 24;

/** "Run both" of Prompt Coach: the original prompt and the rewrite answered by the same model with the same settings. */
export const RUN_BOTH_TEXTS = {
  needsModel: 'Run both needs a connected AI model. The offline coach can grade prompts but cannot run them.',
  unknownModel: 'That AI model is not available. Please choose another model and try again.',
  modelFailed: 'The AI model could not answer both prompts, so nothing was used. Please try again in a moment.',
  runNotFound: 'This run was not found. Please run both prompts again.',
  notYourRun: 'Only the visitor who ran these prompts can choose the better answer.',
  alreadyChosen: 'You have already chosen the better answer for this run.',
  modelFailedUsed:
    'The AI model could not answer both prompts. It had already answered, and that answer is paid for, so this run used one credit. Please try again in a moment.',
  analysisNotFound: 'This analysis was not found. Please analyse your prompt again, then run both.',
  unfilled:
    'Fill in every [placeholder] before you run both: a model given brackets copies them or makes the details up (lesson 3).',
  filledTooLong:
    'With your placeholder answers filled in, the prompts are too long to run. Please shorten the answers.',
  notFromAnalysis: 'Run both runs the prompt you analysed and its rewrite. Please analyse this prompt first.',
  tooManyRuns: `You have run both prompts ${RUN_BOTH_RUNS_PER_ANALYSIS} times for this analysis. Analyse your prompt again to run it once more.`,
} as const;

/** How long the browser waits for a "Run both": two model calls at once, each given up to the server's model timeout. */
export const RUN_BOTH_REQUEST_TIMEOUT_MS = 45_000;

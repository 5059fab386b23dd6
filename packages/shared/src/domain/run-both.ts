// '@ai4n/shared/run-both': only the coach's Run both needs these, so they stay out of the main entry and the site-wide chunk.
/** "Run both" of Prompt Coach: the original prompt and the rewrite answered by the same model with the same settings. */
export const RUN_BOTH_TEXTS = {
  needsModel: 'Run both needs a connected AI model. The offline coach can grade prompts but cannot run them.',
  unknownModel: 'That AI model is not available. Please choose another model and try again.',
  modelFailed: 'The AI model could not answer both prompts, so nothing was used. Please try again in a moment.',
  runNotFound: 'This run was not found. Please run both prompts again.',
  notYourRun: 'Only the visitor who ran these prompts can choose the better answer.',
  alreadyChosen: 'You have already chosen the better answer for this run.',
} as const;

/** How long the browser waits for a "Run both": two model calls at once, each given up to the server's model timeout. */
export const RUN_BOTH_REQUEST_TIMEOUT_MS = 45_000;

// '@ai4n/shared/coach-rubric': the offline coach's rubric (decision 0014), pure and browser-safe. The
// server grades analyses with it and the coach form runs it live as a free estimate; kept out of the
// main entry so pages without the coach form do not load it.
export { ENGLISH_ONLY_NOTE, findGuards, gradePrompt, withGuards, type OfflineGrade } from './grade.js';
export { maskPersonalData, personalDataIn } from './personal-data.js';
export { estimateCoachPrompt, type CoachEstimate } from './estimate.js';
export { applyAnswers, clarifyingQuestions, type ClarifyingQuestion, type CoachInput } from './questions.js';
export { REWRITE_WORDS } from './rewrite.js';

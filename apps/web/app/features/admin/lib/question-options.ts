import {
  DEFAULT_QUESTION_OPTIONS,
  MAX_QUESTION_OPTIONS,
  MIN_QUESTION_OPTIONS,
  correctAnswerAfterRemoving,
} from '@ai4n/shared';

/** The answer options of the question form and which one is right (docs/spec/admin.md sections 3 and 5). */
export interface OptionsState {
  options: string[];
  /** Zero-based index of the right option. */
  correctAnswer: number;
}

/** A new question starts with four empty options, the first marked right. */
export const emptyOptions = (): OptionsState => ({
  options: Array.from({ length: DEFAULT_QUESTION_OPTIONS }, () => ''),
  correctAnswer: 0,
});

/** The add-option control disappears at eight options. */
export const canAddOption = (options: readonly string[]) => options.length < MAX_QUESTION_OPTIONS;

/** The remove-option control is disabled at two options or fewer. */
export const canRemoveOption = (options: readonly string[]) => options.length > MIN_QUESTION_OPTIONS;

export function addOption(state: OptionsState): OptionsState {
  return canAddOption(state.options) ? { ...state, options: [...state.options, ''] } : state;
}

/**
 * Removes one option. The right answer follows its option: it shifts down when an earlier option
 * goes, and resets to the first option when the right one itself is removed.
 */
export function removeOption(state: OptionsState, index: number): OptionsState {
  if (!canRemoveOption(state.options) || index < 0 || index >= state.options.length) return state;
  return {
    options: state.options.filter((_, i) => i !== index),
    correctAnswer: correctAnswerAfterRemoving(state.correctAnswer, index),
  };
}

export function setOptionText(state: OptionsState, index: number, text: string): OptionsState {
  return { ...state, options: state.options.map((o, i) => (i === index ? text : o)) };
}

export function markCorrect(state: OptionsState, index: number): OptionsState {
  return index >= 0 && index < state.options.length ? { ...state, correctAnswer: index } : state;
}

export interface CleanedOptions extends OptionsState {
  /** Fewer than two options are left: the form alerts and is kept. */
  tooFew: boolean;
}

/**
 * What the form submits: options trimmed and empty ones dropped. The right answer stays on the
 * option the administrator marked (its index moves down past dropped blanks); when that option
 * was itself blank, or the index is outside the cleaned list, it resets to the first option.
 */
export function cleanOptions(state: OptionsState): CleanedOptions {
  const kept: string[] = [];
  let correctAnswer = 0;
  state.options.forEach((raw, i) => {
    const text = raw.trim();
    if (!text) return;
    if (i === state.correctAnswer) correctAnswer = kept.length;
    kept.push(text);
  });
  if (correctAnswer >= kept.length) correctAnswer = 0;
  return { options: kept, correctAnswer, tooFew: kept.length < MIN_QUESTION_OPTIONS };
}

/** An existing question in the form: at least two option slots to type into. */
export function optionsForEditing(options: readonly string[], correctAnswer: number): OptionsState {
  const padded = [...options];
  while (padded.length < MIN_QUESTION_OPTIONS) padded.push('');
  return {
    options: padded.slice(0, MAX_QUESTION_OPTIONS),
    correctAnswer: correctAnswer >= 0 && correctAnswer < padded.length ? correctAnswer : 0,
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

/** Every admin read lives under ['admin', ...]: sign-out removes them all. */
export const adminKeys = {
  prompts: ['admin', 'prompts'] as const,
  promptStats: ['admin', 'prompt-stats'] as const,
  lessons: ['admin', 'lessons'] as const,
  questions: ['admin', 'questions'] as const,
  quizSettings: ['admin', 'quiz-settings'] as const,
  faqs: ['admin', 'faqs'] as const,
  support: ['admin', 'support'] as const,
  audit: ['admin', 'audit'] as const,
  systemPrompt: ['admin', 'system-prompt'] as const,
  models: ['admin', 'models'] as const,
  runBothStats: ['admin', 'run-both-stats'] as const,
  siteClaims: ['admin', 'site-claims'] as const,
  facts: ['admin', 'facts'] as const,
  lessonPreview: ['admin', 'lesson-preview'] as const,
};

export type QueryKeys = ReadonlyArray<readonly string[]>;

/** What an entity's writes change: its admin list and the public cache of the same data. */
export const entityKeys = {
  prompts: [adminKeys.prompts, ['prompts']],
  lessons: [adminKeys.lessons, ['lessons']],
  questions: [adminKeys.questions, ['questions']],
  faqs: [adminKeys.faqs, ['faqs']],
} as const satisfies Record<string, QueryKeys>;

/** Refreshes the lists a write touched, the audit log (every write adds an entry) and the prompt counts. */
export function useRefresh(touches: QueryKeys) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [...touches, adminKeys.audit, adminKeys.promptStats].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

/**
 * An admin write that refreshes what it `touches` once it has settled (done or failed: a failed
 * write may still have changed something, and it is in the audit log either way).
 */
export function useAdminWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>, touches: QueryKeys) {
  const refresh = useRefresh(touches);
  return useMutation({ mutationFn: write, onSettled: refresh });
}

/** The first row error of a refused import, as the server lists it. */
export function firstRowError(error: unknown): string | undefined {
  const data =
    error instanceof ApiError
      ? (error.data as { details?: { errors?: Array<{ message: string }> } } | undefined)
      : undefined;
  return data?.details?.errors?.[0]?.message;
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PROMPT_FETCH_LIMIT,
  type AdminLesson,
  type AdminQuestion,
  type FaqGroups,
  type AdminSiteClaims,
  type Prompt,
  type PromptListResponse,
  type PromptStatusStats,
  type QuizSettings,
} from '@ai4n/shared';
import { ApiError } from '../../../lib/api-client';
import { adminRequest } from '../lib/admin-session';

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
  siteClaims: ['admin', 'site-claims'] as const,
};

export interface SupportMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'new' | 'read';
  createdAt: string;
}
export interface AuditEntry {
  username: string;
  action: string;
  path: string;
  statusCode: number;
  createdAt: string;
}
export interface ModelFlag {
  name: string;
  enabled: boolean;
  label?: string;
  /** The built-in offline coach cannot be switched off: it is the fallback. */
  alwaysOn?: boolean;
}

/** The lists the console shows; prompts and lessons are kept in the browser as the offline fallback. */
export const useAdminPrompts = () =>
  useQuery({
    queryKey: adminKeys.prompts,
    queryFn: async () => (await adminRequest<PromptListResponse>(`/prompts?status=all&limit=${ADMIN_PROMPT_FETCH_LIMIT}&sortBy=created_at&sortOrder=desc`)).prompts,
    retry: false,
  });

export const useAdminLessons = () =>
  useQuery({ queryKey: adminKeys.lessons, queryFn: () => adminRequest<AdminLesson[]>('/lessons/admin/all'), retry: false });

export const useAdminQuestions = () =>
  useQuery({ queryKey: adminKeys.questions, queryFn: () => adminRequest<AdminQuestion[]>('/questions/admin/all'), retry: false });

export const useQuizSettings = () =>
  useQuery({ queryKey: adminKeys.quizSettings, queryFn: () => adminRequest<QuizSettings>('/questions/meta/settings'), retry: false });

export const useAdminFaqs = () =>
  useQuery({
    queryKey: adminKeys.faqs,
    queryFn: async () => Object.values(await adminRequest<FaqGroups>('/faqs?admin=true')).flat(),
    retry: false,
  });

export const useSupportInbox = () =>
  useQuery({
    queryKey: adminKeys.support,
    queryFn: () => adminRequest<{ messages: SupportMessage[]; unread: number }>('/support'),
    retry: false,
    meta: { persist: false },
  });

export const useAuditLog = () =>
  useQuery({
    queryKey: adminKeys.audit,
    queryFn: async () => (await adminRequest<{ entries: AuditEntry[] }>('/admin/audit')).entries,
    retry: false,
    meta: { persist: false },
  });

export const useSystemPrompt = () =>
  useQuery({ queryKey: adminKeys.systemPrompt, queryFn: async () => (await adminRequest<{ prompt: string }>('/prompts/meta/system-prompt')).prompt, retry: false, meta: { persist: false } });

export const useModelFlags = () =>
  useQuery({ queryKey: adminKeys.models, queryFn: async () => (await adminRequest<{ models: ModelFlag[] }>('/prompts/meta/models/all')).models, retry: false, meta: { persist: false } });

export const useAdminSiteClaims = () =>
  useQuery({ queryKey: adminKeys.siteClaims, queryFn: () => adminRequest<AdminSiteClaims>('/admin/site-claims'), retry: false, meta: { persist: false } });

/**
 * An admin write that refreshes the lists it touches (and the public caches of the same data),
 * and writes the audit log entry the console shows.
 */
export function useAdminWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>, touches: ReadonlyArray<readonly string[]>) {
  const refresh = useRefresh(touches);
  return useMutation({ mutationFn: write, onSettled: refresh });
}

/** Refreshes the lists a write touched, and the audit log. */
export function useRefresh(touches: ReadonlyArray<readonly string[]>) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([...touches, adminKeys.audit, adminKeys.promptStats].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/** The first row error of a refused import, as the server lists it. */
export function firstRowError(error: unknown): string | undefined {
  const data = error instanceof ApiError ? (error.data as { details?: { errors?: Array<{ message: string }> } } | undefined) : undefined;
  return data?.details?.errors?.[0]?.message;
}

/** The status counts of the whole library (the console's list stops at 1000 prompts). */
export const usePromptStatusStats = () =>
  useQuery({ queryKey: adminKeys.promptStats, queryFn: () => adminRequest<PromptStatusStats>('/prompts/meta/status-stats'), retry: false });

export type { Prompt };

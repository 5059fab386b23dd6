import type { LanguageModel } from 'ai';
import { COACH_MAX_RETRIES } from './coach-model.js';

/** The same settings for both calls of a "Run both", so only the prompt differs. */
export const RUN_BOTH_SETTINGS = {
  system: 'You are a helpful AI assistant. Answer the prompt you are given as well as you can.',
  temperature: 0.3,
  maxOutputTokens: 1_000,
  maxRetries: COACH_MAX_RETRIES,
} as const;

export class EmptyOutputError extends Error {}

/** The model's answer to a prompt, as plain text. */
export async function runPrompt(
  model: LanguageModel,
  prompt: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  // Loaded on the first call, as for the analysis: a site without AI keys never needs the SDK.
  const { generateText } = await import('ai');
  const timeout = AbortSignal.timeout(timeoutMs);
  const { text } = await generateText({
    ...RUN_BOTH_SETTINGS,
    model,
    prompt,
    abortSignal: signal ? AbortSignal.any([timeout, signal]) : timeout,
  });
  if (!text.trim()) throw new EmptyOutputError('empty output');
  return text;
}

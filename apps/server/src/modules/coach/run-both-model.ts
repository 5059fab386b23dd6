import type { LanguageModel } from 'ai';

/** The same settings for both calls of a "Run both", so only the prompt differs. */
export const RUN_BOTH_SETTINGS = {
  system: 'You are a helpful AI assistant. Answer the prompt you are given as well as you can.',
  temperature: 0.3,
  maxOutputTokens: 1_000,
  // No retries inside the SDK: each try is a provider call the visitor's request causes, so a try
  // again is the visitor's, and counts against the analysis's runs.
  maxRetries: 0,
} as const;

/** The model's answer to a prompt, as plain text (possibly empty: the provider answered, and billed it). */
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
  return text;
}

export class EmptyOutputError extends Error {}

export type BothAnswers = { ok: true; outputs: [string, string] } | { ok: false; billed: boolean; error: unknown };

/**
 * Both prompts at once. When one call fails the other is stopped, and so are both when the visitor
 * leaves (`gone`). `billed` says whether the provider answered either call, and so charged for
 * it. A failed call gave us nothing: the provider refused it (an error status), was never
 * reached, or was cut off before answering (timeout, the visitor left, the other call failed); it
 * counts as not billed. A cut-off call may still be billed by the provider, which is why every
 * try counts against the analysis's runs.
 */
export async function answerBoth(
  model: LanguageModel,
  prompts: [string, string],
  timeoutMs: number,
  gone?: AbortSignal,
): Promise<BothAnswers> {
  const stop = new AbortController();
  const signal = gone ? AbortSignal.any([stop.signal, gone]) : stop.signal;
  let billed = false;
  const answer = async (prompt: string) => {
    try {
      const text = await runPrompt(model, prompt, timeoutMs, signal);
      billed = true;
      if (!text.trim()) throw new EmptyOutputError('empty output');
      return text;
    } catch (error) {
      stop.abort(); // the other answer is of no use any more
      throw error;
    }
  };
  // allSettled, not all: whether the other call was billed is known only once it has settled.
  const results = await Promise.allSettled(prompts.map(answer));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) return { ok: false, billed, error: failed.reason };
  const [original, rewrite] = results as Array<PromiseFulfilledResult<string>>;
  return { ok: true, outputs: [original!.value, rewrite!.value] };
}

import { MockLanguageModelV4 } from 'ai/test';
import type { ModelEntry } from '../src/plugins/ai-models.js';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
};

/** A model's plain-text answer, as a language model of the AI SDK's V4 specification returns it. */
export const textReply = (text: string, finish: 'stop' | 'length' = 'stop') => ({
  content: [{ type: 'text' as const, text }],
  finishReason: { unified: finish, raw: finish },
  usage,
  warnings: [],
});

export const GOOD_FEEDBACK = {
  clarityScore: 8.5,
  specificityScore: 6,
  structureScore: 7,
  strengths: ['Clear role'],
  weaknesses: ['No length: add "under 100 words".'],
  suggestedRewrite: 'You are a baker. Write a 100-word welcome email.',
  reason: 'It adds a length.',
};

/** An AI SDK mock model answering with the given text, after an optional delay; counts its calls. */
export function mockModel(name: string, reply: string | Error, delayMs = 0) {
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      if (delayMs) {
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, delayMs);
          options.abortSignal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(options.abortSignal!.reason);
          });
        });
      }
      if (reply instanceof Error) throw reply;
      return textReply(reply);
    },
  });
  const entry: ModelEntry = { name, label: name, provider: 'openai', model };
  return { entry, calls: () => model.doGenerateCalls.length };
}

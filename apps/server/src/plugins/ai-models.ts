import type { LanguageModel } from 'ai';
import { COACH_OFFLINE_MODEL, COACH_TEXTS } from '@ai4n/shared';
import type { Config } from '../config.js';

export const OFFLINE_MODEL = COACH_OFFLINE_MODEL;

export interface ModelEntry {
  name: string;
  label: string;
  provider: 'offline' | 'google' | 'openai' | 'anthropic' | 'openai-compatible';
  /** Absent for the built-in offline coach. */
  model?: LanguageModel;
}

/**
 * Every model this server can use: the configured providers, and the offline coach always. A
 * provider's SDK is imported only when its key (or URL) is set: most sites configure none or one,
 * and loading all four would slow every start.
 */
export async function createModelRegistry(config: Config, extra: ModelEntry[] = []): Promise<ModelEntry[]> {
  const models: ModelEntry[] = [];
  if (config.GOOGLE_GENERATIVE_AI_API_KEY) {
    const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
    models.push({
      name: 'gemini',
      label: `Google Gemini (${config.GEMINI_MODEL})`,
      provider: 'google',
      model: createGoogleGenerativeAI({ apiKey: config.GOOGLE_GENERATIVE_AI_API_KEY, baseURL: config.GOOGLE_BASE_URL })(
        config.GEMINI_MODEL,
      ),
    });
  }
  if (config.OPENAI_API_KEY) {
    const { createOpenAI } = await import('@ai-sdk/openai');
    models.push({
      name: 'openai',
      label: `OpenAI (${config.OPENAI_MODEL})`,
      provider: 'openai',
      model: createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL }).chat(config.OPENAI_MODEL),
    });
  }
  if (config.ANTHROPIC_API_KEY) {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    models.push({
      name: 'anthropic',
      label: `Anthropic Claude (${config.ANTHROPIC_MODEL})`,
      provider: 'anthropic',
      model: createAnthropic({ apiKey: config.ANTHROPIC_API_KEY, baseURL: config.ANTHROPIC_BASE_URL })(
        config.ANTHROPIC_MODEL,
      ),
    });
  }
  if (config.OPENAI_COMPATIBLE_BASE_URL) {
    const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
    const local = createOpenAICompatible({
      name: 'local',
      baseURL: config.OPENAI_COMPATIBLE_BASE_URL,
      apiKey: config.OPENAI_COMPATIBLE_API_KEY,
    });
    models.push({
      name: 'local',
      label: `Local model (${config.OPENAI_COMPATIBLE_MODEL})`,
      provider: 'openai-compatible',
      model: local(config.OPENAI_COMPATIBLE_MODEL),
    });
  }
  models.push(...extra);
  models.push({ name: OFFLINE_MODEL, label: COACH_TEXTS.offlineGrader, provider: 'offline' });
  return models;
}

/** For the start-up log: which coach models this server offers (names and model ids, never keys). */
export const describeModels = (models: ModelEntry[]): string[] => models.map((m) => `${m.name}: ${m.label}`);

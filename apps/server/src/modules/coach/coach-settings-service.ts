import type { CoachSystemPrompt, ModelFlagsResponse, ModelFlagsUpdate } from '@ai4n/shared';
import type { ModelEntry } from '../../plugins/ai-models.js';
import type { SettingsRepository } from '../settings/settings-repository.js';
import { DEFAULT_COACH_SYSTEM_PROMPT } from './coach-model.js';

export const SYSTEM_PROMPT_KEY = 'coach:system-prompt';
export const MODELS_KEY = 'coach:models';

type SavedFlags = ModelFlagsUpdate['models'];

/** The administrator's coach settings: the models' system prompt and which models are offered. Changes apply to the next analysis. */
export function createCoachSettingsService(settings: SettingsRepository, models: ModelEntry[]) {
  const savedFlags = async (): Promise<SavedFlags> => (await settings.get<SavedFlags>(MODELS_KEY)) ?? [];
  /** The built-in offline coach is always on: it is the fallback. */
  const isEnabled = (model: ModelEntry, flags: SavedFlags) =>
    model.provider === 'offline' || flags.find((f) => f.name === model.name)?.enabled !== false;

  return {
    async systemPrompt(): Promise<string> {
      return (await settings.get<string>(SYSTEM_PROMPT_KEY)) ?? DEFAULT_COACH_SYSTEM_PROMPT;
    },
    async saveSystemPrompt(prompt: string): Promise<CoachSystemPrompt> {
      await settings.set(SYSTEM_PROMPT_KEY, prompt);
      return { prompt };
    },

    /** The models an analysis may use. */
    async enabledModels(): Promise<ModelEntry[]> {
      const flags = await savedFlags();
      return models.filter((m) => isEnabled(m, flags));
    },
    /** Every available model with its enabled flag. */
    async modelFlags(): Promise<ModelFlagsResponse> {
      const flags = await savedFlags();
      return {
        models: models.map((m) => ({
          name: m.name,
          label: m.label,
          alwaysOn: m.provider === 'offline',
          enabled: isEnabled(m, flags),
        })),
      };
    },
    /**
     * Keeps the flags of the models this server has; answers them as they apply, so the offline
     * coach reads enabled whatever was sent (the checklist shows it ticked).
     */
    async saveModelFlags(flags: SavedFlags): Promise<ModelFlagsUpdate> {
      const known = flags.flatMap((f) => {
        const entry = models.find((m) => m.name === f.name);
        return entry ? [{ name: f.name, enabled: isEnabled(entry, [f]) }] : [];
      });
      await settings.set(MODELS_KEY, known);
      return { models: known };
    },
  };
}

export type CoachSettingsService = ReturnType<typeof createCoachSettingsService>;

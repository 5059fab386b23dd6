import {
  COACH_FREE_LIMIT,
  COACH_PAID_CREDITS,
  COACH_TEXTS,
  type CoachModel,
  type CoachResponse,
  type CoachUsage,
} from '@ai4n/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/errors.js';
import { OFFLINE_MODEL, type ModelEntry } from '../../plugins/ai-models.js';
import type { SettingsRepository } from '../settings/settings-repository.js';
import type { UserRepository } from '../users/user-repository.js';
import { analyzeWithModel, DEFAULT_COACH_SYSTEM_PROMPT } from './coach-model.js';
import type { CoachRepository } from './coach-repository.js';
import { feedbackToText, offlineCoach } from './offline-coach.js';

export const SYSTEM_PROMPT_KEY = 'coach:system-prompt';
export const MODELS_KEY = 'coach:models';

/** Who is asking: a paying user (token) or an anonymous visitor (session cookie and address). */
export interface CoachActor {
  userId: string | null;
  sessionId: string;
  ipHash: string;
}

export interface CoachDeps {
  coach: CoachRepository;
  users: UserRepository;
  settings: SettingsRepository;
  models: ModelEntry[];
  timeoutMs: number;
  freeUsesPerAddress: number;
  log: FastifyBaseLogger;
}


export function createCoachService(deps: CoachDeps) {
  const enabledModels = async (): Promise<ModelEntry[]> => {
    const flags = (await deps.settings.get<Array<{ name: string; enabled: boolean }>>(MODELS_KEY)) ?? [];
    return deps.models.filter((m) => m.provider === 'offline' || flags.find((f) => f.name === m.name)?.enabled !== false);
  };

  const usage = async (actor: CoachActor): Promise<CoachUsage> => {
    const session = await deps.coach.findSession(actor.sessionId);
    const user = actor.userId ? await deps.users.findById(actor.userId) : undefined;
    const totalSessions = session?.totalSessions ?? 1;
    if (user?.hasPaid) {
      return { promptsUsed: Math.max(0, COACH_PAID_CREDITS - user.credits), hasPaid: true, totalSessions, email: user.email, freeLimit: COACH_FREE_LIMIT, creditsLeft: user.credits, paidCredits: COACH_PAID_CREDITS };
    }
    return { promptsUsed: session?.promptsUsed ?? 0, hasPaid: false, totalSessions, email: user?.email ?? null, freeLimit: COACH_FREE_LIMIT, creditsLeft: 0, paidCredits: COACH_PAID_CREDITS };
  };

  return {
    usage,

    async models(): Promise<CoachModel[]> {
      return (await enabledModels()).map(({ name, label, provider }) => ({ name, label, provider }));
    },

    /**
     * One analysis. The allowance (free use, or one paid credit) is taken before the model is
     * called and given back if the model fails, so concurrent requests never overspend it.
     */
    async analyze(input: { prompt: string; model?: string }, actor: CoachActor): Promise<CoachResponse> {
      const models = await enabledModels();
      const chosen = models.find((m) => m.name === input.model) ?? models.find((m) => m.provider !== 'offline') ?? models.at(-1)!;
      const paid = actor.userId ? await deps.users.findById(actor.userId) : undefined;

      let release: () => Promise<void>;
      if (paid?.hasPaid) {
        if (!(await deps.coach.reserveCredit(paid.id))) throw new HttpError(429, COACH_TEXTS.creditsUsed);
        release = () => deps.coach.releaseCredit(paid.id);
      } else {
        if (!(await deps.coach.reserveFreeUse(actor.sessionId, actor.ipHash, COACH_FREE_LIMIT, deps.freeUsesPerAddress))) throw new HttpError(429, COACH_TEXTS.freeUsed);
        release = () => deps.coach.releaseFreeUse(actor.sessionId, actor.ipHash);
      }

      let feedback;
      let usedFallback = false;
      if (chosen.model) {
        const system = (await deps.settings.get<string>(SYSTEM_PROMPT_KEY)) ?? DEFAULT_COACH_SYSTEM_PROMPT;
        try {
          feedback = await analyzeWithModel(chosen.model, system, input.prompt, deps.timeoutMs);
        } catch (error) {
          deps.log.warn({ err: error, model: chosen.name }, 'coach model failed; the offline coach answers and no credit is used');
          usedFallback = true;
          await release();
        }
      }
      feedback ??= offlineCoach(input.prompt);
      const after = await usage(actor);
      return {
        content: feedbackToText(feedback),
        message: usedFallback ? COACH_TEXTS.fallbackNote : 'Feedback ready.',
        promptsUsed: after.promptsUsed,
        feedback,
        model: usedFallback ? OFFLINE_MODEL : chosen.name,
        usedFallback,
        usage: after,
      };
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;

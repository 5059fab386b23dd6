import {
  COACH_FREE_LIMIT,
  COACH_PAID_CREDITS,
  COACH_SESSION_DAYS,
  COACH_TEXTS,
  type CoachFormValues,
  type CoachModel,
  type CoachResponse,
  type CoachUsage,
} from '@ai4n/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/errors.js';
import { OFFLINE_MODEL } from '../../plugins/ai-models.js';
import type { UserRepository } from '../users/user-repository.js';
import { analyzeWithModel } from './coach-model.js';
import type { CoachSettingsService } from './coach-settings-service.js';
import { take, type Limiter } from '../../lib/rate-limiters.js';
import type { HousekeepingTask } from '../../plugins/housekeeping.js';
import type { CoachRepository, CoachSessionRow } from './coach-repository.js';
import { feedbackToText, offlineCoach } from './offline-coach.js';
import { withGuards } from '@ai4n/shared/coach-rubric';
import { RUN_BOTH_ANALYSIS_HOURS } from '@ai4n/shared/run-both';

/** Who is asking: a paying user (token) or an anonymous visitor (session cookie, if any, and address). */
export interface CoachActor {
  userId: string | null;
  /** From the signed cookie; it may name a session that has expired or been deleted. */
  sessionId: string | null;
  ipHash: string;
}

/** An analysis, and the session it created (the route sets its cookie). */
export interface CoachAnalysis {
  reply: CoachResponse;
  newSession: CoachSessionRow | null;
}

export interface CoachDeps {
  coach: CoachRepository;
  users: UserRepository;
  /** The system prompt and the enabled models. */
  settings: CoachSettingsService;
  timeoutMs: number;
  freeUsesPerAddress: number;
  /** New sessions per address: a session is a row, so their creation is limited. */
  newSessions: Limiter;
  log: FastifyBaseLogger;
  /** Told of each analysis (metrics): the model chosen, and whether it, the offline grader after it failed, or the offline grader chosen answered. */
  onAnalysis?: (model: string, outcome: 'ok' | 'fallback' | 'offline') => void;
}

/**
 * Housekeeping: expired sessions are of no use to anyone, nor are analyses Run both may no longer
 * run (they hold the visitor's prompt).
 */
/** A session cookie that never analysed anything is forgotten after a day (it holds no data worth keeping). */
const UNUSED_SESSION_HOURS = 24;

export const expiredCoachSessionsTask = (coach: CoachRepository): HousekeepingTask => ({
  name: 'expired coach sessions',
  run: async (now) =>
    (await coach.deleteExpiredSessions(now, new Date(now.getTime() - UNUSED_SESSION_HOURS * 3_600_000))) +
    (await coach.deleteAnalysesBefore(new Date(now.getTime() - RUN_BOTH_ANALYSIS_HOURS * 3_600_000))),
});

export function createCoachService(deps: CoachDeps) {
  /** The cookie's live session, linked to the signed-in user who brings it. Never creates one. */
  const sessionOf = async (actor: CoachActor): Promise<CoachSessionRow | undefined> => {
    const session = actor.sessionId ? await deps.coach.findSession(actor.sessionId) : undefined;
    if (session && actor.userId && session.userId !== actor.userId) {
      await deps.coach.linkSession(session.id, actor.userId);
      return { ...session, userId: actor.userId, totalSessions: session.totalSessions + 1 };
    }
    return session;
  };

  /**
   * What the server will enforce: the free analysis counts as used when the session or the
   * address has used it, so a new browser on a used address sees 'Payment Required'.
   */
  const usageOf = async (actor: CoachActor, session: CoachSessionRow | undefined): Promise<CoachUsage> => {
    const user = actor.userId ? await deps.users.findById(actor.userId) : undefined;
    const totalSessions = session?.totalSessions ?? 1;
    if (user?.hasPaid) {
      return {
        promptsUsed: Math.max(0, COACH_PAID_CREDITS - user.credits),
        hasPaid: true,
        totalSessions,
        email: user.email,
        freeLimit: COACH_FREE_LIMIT,
        creditsLeft: user.credits,
        paidCredits: COACH_PAID_CREDITS,
      };
    }
    const addressLeft = deps.freeUsesPerAddress - (await deps.coach.addressUses(actor.ipHash));
    const left = Math.max(0, Math.min(COACH_FREE_LIMIT - (session?.promptsUsed ?? 0), addressLeft));
    return {
      promptsUsed: COACH_FREE_LIMIT - left,
      hasPaid: false,
      totalSessions,
      email: user?.email ?? null,
      freeLimit: COACH_FREE_LIMIT,
      creditsLeft: 0,
      paidCredits: COACH_PAID_CREDITS,
    };
  };

  const usage = async (actor: CoachActor): Promise<CoachUsage> => usageOf(actor, await sessionOf(actor));

  /**
   * Takes what one analysis costs (the free use, or one paid credit) before the model is called,
   * so concurrent requests never overspend it; `release` gives it back if the model fails. The
   * offline check (`byModel` false) never takes a paid credit (decision 0014): it is not the AI
   * analysis a credit buys. Refuses with the spec's texts (docs/spec/public-site.md section 8; 429) when nothing is left.
   */
  const reserve = async (
    actor: CoachActor,
    byModel: boolean,
  ): Promise<{
    session: CoachSessionRow | undefined;
    newSession: CoachSessionRow | null;
    release: () => Promise<void>;
  }> => {
    const paid = actor.userId ? await deps.users.findById(actor.userId) : undefined;
    let session = await sessionOf(actor);
    let newSession: CoachSessionRow | null = null;

    let release: () => Promise<void>;
    if (paid?.hasPaid && !byModel) {
      release = async () => {};
    } else if (paid?.hasPaid) {
      if (!(await deps.coach.reserveCredit(paid.id))) throw new HttpError(429, COACH_TEXTS.creditsUsed);
      release = () => deps.coach.releaseCredit(paid.id);
    } else {
      if (!session) {
        // Refuse a used address with the trial's own text before spending the session budget.
        if ((await deps.coach.addressUses(actor.ipHash)) >= deps.freeUsesPerAddress)
          throw new HttpError(429, COACH_TEXTS.freeUsed);
        if (!(await take(deps.newSessions, actor.ipHash))) throw new HttpError(429, COACH_TEXTS.tooManySessions);
      }
      const reserved = await deps.coach.reserveFreeUse({
        sessionId: session?.id ?? null,
        newSession: { expiresAt: new Date(Date.now() + COACH_SESSION_DAYS * 86_400_000), userId: actor.userId },
        ipHash: actor.ipHash,
        freeLimit: COACH_FREE_LIMIT,
        perAddress: deps.freeUsesPerAddress,
      });
      if (!reserved) throw new HttpError(429, COACH_TEXTS.freeUsed);
      if (!session) newSession = reserved;
      session = reserved;
      release = () => deps.coach.releaseFreeUse(reserved.id, actor.ipHash);
    }
    return { session, newSession, release };
  };

  return {
    usage,
    reserve,

    /** A signed-in user's usage, whatever browser or address asks. */
    userUsage: (userId: string) => usage({ userId, sessionId: '00000000-0000-0000-0000-000000000000', ipHash: '' }),

    async models(): Promise<CoachModel[]> {
      return (await deps.settings.enabledModels()).map(({ name, label, provider }) => ({ name, label, provider }));
    },

    /**
     * One analysis. The allowance (free use, or one paid credit) is taken before the model is
     * called and given back if the model fails, so concurrent requests never overspend it. The
     * offline check never takes a paid credit (decision 0014): it is not the AI analysis a credit buys.
     */
    async analyze(
      input: { prompt: string; model?: string; fields?: CoachFormValues },
      actor: CoachActor,
    ): Promise<CoachAnalysis> {
      const models = await deps.settings.enabledModels();
      const chosen =
        models.find((m) => m.name === input.model) ?? models.find((m) => m.provider !== 'offline') ?? models.at(-1)!;
      const { session, newSession, release } = await reserve(actor, Boolean(chosen.model));

      let feedback;
      let usedFallback = false;
      if (chosen.model) {
        const system = await deps.settings.systemPrompt();
        try {
          feedback = withGuards(await analyzeWithModel(chosen.model, system, input.prompt, deps.timeoutMs), input);
        } catch (error) {
          deps.log.warn(
            { err: error, model: chosen.name },
            'coach model failed; the offline coach answers and no credit is used',
          );
          usedFallback = true;
          await release();
        }
      }
      feedback ??= offlineCoach(input.prompt, input.fields);
      deps.onAnalysis?.(chosen.name, !chosen.model ? 'offline' : usedFallback ? 'fallback' : 'ok');
      // Stored so that Run both runs this prompt and this rewrite only, for this visitor.
      const analysisId = await deps.coach.saveAnalysis({
        userId: actor.userId,
        sessionId: session?.id ?? null,
        prompt: input.prompt,
        rewrite: feedback.suggestedRewrite,
      });
      const after = await usageOf(actor, session && (await deps.coach.findSession(session.id)));
      const reply: CoachResponse = {
        content: feedbackToText(feedback),
        message: usedFallback ? COACH_TEXTS.fallbackNote : 'Feedback ready.',
        promptsUsed: after.promptsUsed,
        feedback,
        model: usedFallback ? OFFLINE_MODEL : chosen.name,
        usedFallback,
        usage: after,
        analysisId,
      };
      return { reply, newSession };
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;

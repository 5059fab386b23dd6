import {
  type RunBothChoice,
  type RunBothCounts,
  type RunBothRequest,
  type RunBothResponse,
  type RunBothStats,
} from '@ai4n/shared';
import { RUN_BOTH_TEXTS } from '@ai4n/shared/run-both';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/errors.js';
import type { CoachSessionRow } from './coach-repository.js';
import type { CoachActor, CoachService } from './coach-service.js';
import type { CoachSettingsService } from './coach-settings-service.js';
import type { RunBothRepository } from './run-both-repository.js';
import { runPrompt } from './run-both-model.js';

export interface RunBothDeps {
  coach: CoachService;
  settings: CoachSettingsService;
  runs: RunBothRepository;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/** Who ran it: the signed-in user, else the coach session (the cookie), as the coach's usage counts them. */
const ownerKey = (actor: CoachActor, sessionId: string | null | undefined): string | null =>
  actor.userId ? `user:${actor.userId}` : sessionId ? `session:${sessionId}` : null;

const noCounts = (): RunBothCounts => ({ runs: 0, choices: 0, original: 0, rewrite: 0, same: 0 });

export function createRunBothService(deps: RunBothDeps) {
  return {
    /**
     * Sends both prompts to the chosen connected model at once, with the same settings. Costs what
     * one analysis costs (the free use or one credit), taken by the coach's own code; if either
     * call fails, it is given back and nothing is used.
     */
    async run(
      input: RunBothRequest,
      actor: CoachActor,
    ): Promise<{ reply: RunBothResponse; newSession: CoachSessionRow | null }> {
      const models = await deps.settings.enabledModels();
      if (input.model === models.find((m) => m.provider === 'offline')?.name || !models.some((m) => m.model))
        throw new HttpError(409, RUN_BOTH_TEXTS.needsModel);
      const chosen = models.find((m) => m.name === input.model && m.model);
      if (!chosen?.model) throw new HttpError(400, RUN_BOTH_TEXTS.unknownModel);

      const { session, newSession, release } = await deps.coach.reserve(actor, true);
      const stop = new AbortController();
      const answer = (prompt: string) =>
        runPrompt(chosen.model!, prompt, deps.timeoutMs, stop.signal).catch((error: unknown) => {
          stop.abort(); // the other answer is of no use any more
          throw error;
        });
      let outputs: [string, string];
      try {
        outputs = await Promise.all([answer(input.original), answer(input.rewrite)]);
      } catch (error) {
        deps.log.warn({ err: error, model: chosen.name }, 'run both: the model failed; nothing is used');
        await release();
        throw new HttpError(502, RUN_BOTH_TEXTS.modelFailed);
      }
      const runId = await deps.runs.create({ model: chosen.name, ownerKey: ownerKey(actor, session?.id)! });
      const usage = await deps.coach.usage({ ...actor, sessionId: session?.id ?? actor.sessionId });
      return {
        reply: {
          runId,
          model: chosen.name,
          original: { output: outputs[0] },
          rewrite: { output: outputs[1] },
          usage,
        },
        newSession,
      };
    },

    /** Records which answer was better: once per run, by whoever ran it. */
    async choose(runId: string, choice: RunBothChoice, actor: CoachActor): Promise<RunBothChoice & { runId: string }> {
      const owner = ownerKey(actor, actor.sessionId);
      if (owner && (await deps.runs.choose(runId, owner, choice.winner))) return { runId, ...choice };
      const run = await deps.runs.find(runId);
      if (!run) throw new HttpError(404, RUN_BOTH_TEXTS.runNotFound);
      if (run.ownerKey !== owner) throw new HttpError(403, RUN_BOTH_TEXTS.notYourRun);
      throw new HttpError(409, RUN_BOTH_TEXTS.alreadyChosen);
    },

    /** For the admin's coach settings: how often each answer won, per model (labelled) and in total. */
    async stats(): Promise<RunBothStats> {
      const labels = new Map((await deps.settings.modelFlags()).models.map((m) => [m.name, m.label]));
      const models = (await deps.runs.countsByModel()).map((row) => ({
        ...row,
        label: labels.get(row.model) ?? row.model,
      }));
      const total = noCounts();
      for (const row of models)
        for (const key of Object.keys(total) as Array<keyof RunBothCounts>) total[key] += row[key];
      return { models, total };
    },
  };
}

export type RunBothService = ReturnType<typeof createRunBothService>;

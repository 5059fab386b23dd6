import {
  COACH_PROMPT_MAX,
  fillPlaceholders,
  findPlaceholders,
  type RunBothChoice,
  type RunBothCounts,
  type RunBothRequest,
  type RunBothResponse,
  type RunBothStats,
} from '@ai4n/shared';
import { REWRITE_WORDS } from '@ai4n/shared/coach-rubric';
import { tokenize } from '@ai4n/shared/prompt-diff';
import { RUN_BOTH_ANALYSIS_HOURS, RUN_BOTH_RUNS_PER_ANALYSIS, RUN_BOTH_TEXTS } from '@ai4n/shared/run-both';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/errors.js';
import type { CoachSessionRow } from './coach-repository.js';
import type { CoachActor, CoachService } from './coach-service.js';
import type { CoachSettingsService } from './coach-settings-service.js';
import type { CoachAnalysisRow, RunBothRepository } from './run-both-repository.js';
import { answerBoth } from './run-both-model.js';

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

/**
 * The rewrite to run: the analysis's own, or the learner's version built from the diff (each change
 * kept or undone). Such a version holds only words and marks of the two texts and is no longer
 * than both together; checking that, rather than replaying the diff, keeps the test linear and
 * simple, and whatever else passes it is still bounded by the analysis's few runs. A rewrite built
 * again with the learner's answers to the card's questions (issue 29) may also hold the answers'
 * words and the rubric's own (REWRITE_WORDS).
 */
function isFromAnalysis(rewrite: string, analysis: CoachAnalysisRow, answers: Record<string, string> = {}): boolean {
  if (rewrite === analysis.rewrite) return true;
  const given = Object.values(answers).join('\n');
  // With answers, the rewrite was built again in the browser: the rubric's own words join the known ones.
  const sources = [analysis.prompt, analysis.rewrite, ...(given ? [given, REWRITE_WORDS] : [])];
  if (rewrite.length > sources.reduce((n, text) => n + text.length, 0)) return false;
  const known = new Set(sources.flatMap((text) => tokenize(text)));
  return tokenize(rewrite).every((token) => !token.trim() || known.has(token));
}

/**
 * The texts a model is given: the analysed ones with the learner's values for their `[placeholders]`
 * filled in. Null while any is still unfilled (lesson 3: fill every placeholder before you send).
 * The values are short and bracket-free (RunBothRequestSchema); the filled texts are held to the
 * analysis's own length limit.
 */
export function filledTexts(
  texts: [string, string],
  values: Record<string, string> = {},
): [string, string] | 'unfilled' | 'too long' {
  const filled: [string, string] = [fillPlaceholders(texts[0], values), fillPlaceholders(texts[1], values)];
  if (filled.some((text) => findPlaceholders(text).length > 0)) return 'unfilled';
  if (filled.some((text) => text.length > COACH_PROMPT_MAX)) return 'too long';
  return filled;
}

const noCounts = (): RunBothCounts => ({ runs: 0, choices: 0, original: 0, rewrite: 0, same: 0 });

export function createRunBothService(deps: RunBothDeps) {
  return {
    /**
     * Sends the prompt and the rewrite of one of the visitor's own analyses (see isFromAnalysis),
     * their placeholders filled in (see filledTexts), to the chosen connected model at once, with
     * the same settings, at most
     * RUN_BOTH_RUNS_PER_ANALYSIS times per analysis, failed tries included. Costs what one analysis
     * costs (the free use or one credit), taken before the provider is called; given back only
     * when the provider answered neither call, so nothing was billed. `gone` is the visitor leaving.
     */
    async run(
      input: RunBothRequest,
      actor: CoachActor,
      gone?: AbortSignal,
    ): Promise<{ reply: RunBothResponse; newSession: CoachSessionRow | null }> {
      const since = new Date(Date.now() - RUN_BOTH_ANALYSIS_HOURS * 3_600_000);
      const analysis = await deps.runs.findAnalysis(input.analysisId, actor, since);
      // Someone else's analysis reads as unknown: its id says nothing about it.
      if (!analysis) throw new HttpError(404, RUN_BOTH_TEXTS.analysisNotFound);
      if (input.original !== analysis.prompt || !isFromAnalysis(input.rewrite, analysis, input.answers))
        throw new HttpError(400, RUN_BOTH_TEXTS.notFromAnalysis);
      const models = await deps.settings.enabledModels();
      if (input.model === models.find((m) => m.provider === 'offline')?.name || !models.some((m) => m.model))
        throw new HttpError(409, RUN_BOTH_TEXTS.needsModel);
      const chosen = models.find((m) => m.name === input.model && m.model);
      if (!chosen?.model) throw new HttpError(400, RUN_BOTH_TEXTS.unknownModel);
      const texts = filledTexts([input.original, input.rewrite], input.placeholders);
      if (texts === 'unfilled') throw new HttpError(400, RUN_BOTH_TEXTS.unfilled);
      if (texts === 'too long') throw new HttpError(400, RUN_BOTH_TEXTS.filledTooLong);
      if (analysis.runs >= RUN_BOTH_RUNS_PER_ANALYSIS) throw new HttpError(429, RUN_BOTH_TEXTS.tooManyRuns);

      const { session, newSession, release } = await deps.coach.reserve(actor, true);
      // Checked again, atomically, now that the credit is held: two runs at once cannot both pass.
      if (!(await deps.runs.claimRun(analysis.id, RUN_BOTH_RUNS_PER_ANALYSIS))) {
        await release();
        throw new HttpError(429, RUN_BOTH_TEXTS.tooManyRuns);
      }
      const answers = await answerBoth(chosen.model, texts, deps.timeoutMs, gone);
      if (!answers.ok) {
        if (!answers.billed) await release();
        deps.log.warn(
          { err: answers.error, model: chosen.name, billed: answers.billed, visitorLeft: gone?.aborted ?? false },
          answers.billed
            ? 'run both: the model failed after answering; the credit is used'
            : 'run both: the model failed; nothing is used',
        );
        throw new HttpError(502, answers.billed ? RUN_BOTH_TEXTS.modelFailedUsed : RUN_BOTH_TEXTS.modelFailed);
      }
      const outputs = answers.outputs;
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

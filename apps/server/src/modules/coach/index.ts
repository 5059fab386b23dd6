import fp from 'fastify-plugin';
import { coachAdminRoutes } from './coach-admin-routes.js';
import { createCoachRepository } from './coach-repository.js';
import { coachRoutes } from './coach-routes.js';
import { createCoachService, expiredCoachSessionsTask } from './coach-service.js';
import { createCoachSettingsService } from './coach-settings-service.js';
import { createRunBothRepository } from './run-both-repository.js';
import { runBothRoutes } from './run-both-routes.js';
import { createRunBothService } from './run-both-service.js';

/** The Prompt Coach: sessions and analyses, its settings, and "run both" comparisons. */
export const coachModule = fp(
  async (app) => {
    const { config, database, limits, addressSalt, models, metrics, settings, limiters } = app.platform;
    const repository = createCoachRepository(database.db);
    // A school that raises the per-address allowance needs as many sessions. Shared by every
    // server through Redis when configured (keys hashed), else counted in this process.
    const sessionsPerHour = limits.coachSessionsPerHour ?? Math.max(10, config.COACH_FREE_USES_PER_ADDRESS);
    const newSessions = limiters('coach session budget', {
      keyPrefix: 'coach-sessions',
      points: sessionsPerHour,
      duration: 60 * 60,
    });
    const coachSettings = createCoachSettingsService(settings, models);
    const coach = createCoachService({
      coach: repository,
      users: app.users,
      settings: coachSettings,
      timeoutMs: config.COACH_MODEL_TIMEOUT_MS,
      freeUsesPerAddress: config.COACH_FREE_USES_PER_ADDRESS,
      newSessions,
      log: app.log,
      onAnalysis: metrics.coachAnalysis,
    });
    app.housekeeping.register(expiredCoachSessionsTask(repository));
    const perMinute = limits.coachPerMinute ?? 20;
    await app.register(coachRoutes, { prefix: '/api', service: coach, addressSalt, perMinute });
    await app.register(coachAdminRoutes, { prefix: '/api', settings: coachSettings });
    await app.register(runBothRoutes, {
      prefix: '/api',
      service: createRunBothService({
        coach,
        settings: coachSettings,
        runs: createRunBothRepository(database.db),
        timeoutMs: config.COACH_MODEL_TIMEOUT_MS,
        log: app.log,
      }),
      addressSalt,
      perMinute,
    });
  },
  { name: 'coach', dependencies: ['platform', 'users'] },
);

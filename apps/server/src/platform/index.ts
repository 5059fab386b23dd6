import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { BODY_LIMIT_BYTES } from '@ai4n/shared';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { RequestLog, loggerOptions, type LoggerSetting } from '../plugins/log-privacy.js';
import { withRequestIds } from '../plugins/metrics-request-id.js';
import { registerHousekeeping } from '../plugins/housekeeping.js';
import { warnOnUntrustedProxy } from '../plugins/proxy-warning.js';
import { createModelRegistry, describeModels, type ModelEntry } from '../plugins/ai-models.js';
import { createMailer, type Mailer, type MailerOptions } from '../plugins/mail.js';
import type { AppMetrics } from '../plugins/metrics.js';
import { loadWebApp, type WebApp } from '../plugins/web-app.js';
import type { AdminAuthService } from '../modules/admin-auth/admin-auth-service.js';
import type { AdminAuditService } from '../modules/admin-auth/admin-audit-service.js';
import type { BulkExports, BulkTransfer } from '../modules/bulk/bulk-transfer.js';
import type { PaymentProvider } from '../modules/payments/payment-provider.js';
import type { SeoSources } from '../modules/seo/seo-service.js';
import { createSettingsRepository, type SettingsRepository } from '../modules/settings/settings-repository.js';
import type { TokenSigner } from '../modules/users/user-auth.js';
import type { UserSessionRepository } from '../modules/users/user-session-repository.js';
import { REDIS_KEY_PREFIX } from '../lib/redis.js';
import type { Limiters } from '../lib/rate-limiters.js';
import { registerHttp } from './http.js';
import { registerAccess, type Secrets } from './access.js';
import { Registry, Slots } from './registry.js';

export interface PlatformOptions {
  config: Config;
  database: Database;
  /** Pino options added to the app's own (level, privacy), or false for silence (tests). */
  logger?: LoggerSetting;
  /** Overrides config.WEB_DIST_DIR; null serves no web app. */
  webDistDir?: string | null;
  /** Requests per client address per minute on the write endpoints (each module has its default). */
  limits?: {
    supportPerMinute?: number;
    quizResultsPerMinute?: number;
    coachPerMinute?: number;
    accountPerMinute?: number;
    coachSessionsPerHour?: number;
    ratingsPerMinute?: number;
  };
  /** Extra coach models (tests pass AI SDK mock models). */
  extraModels?: ModelEntry[];
  /** A mail transport instead of SMTP_URL (tests). */
  mailTransport?: MailerOptions['transport'];
  /** A card-payment provider; the built-in test mode when absent. */
  paymentProvider?: PaymentProvider;
  /** Before every key this app keeps in REDIS_URL's Redis (tests: their own); REDIS_KEY_PREFIX when absent. */
  redisKeyPrefix?: string;
}

/** What every module may use: `app.platform`, set before the first module registers. */
export interface Platform {
  config: Config;
  database: Database;
  /** The app_settings store (secrets, site claims, coach settings). */
  settings: SettingsRepository;
  /** The key of every hashed client address (rate-limit keys, visitor hashes, log tags). */
  addressSalt: string;
  limits: NonNullable<PlatformOptions['limits']>;
  /** The per-address budgets' counters: Redis when configured, memory while it is down (lib/rate-limiters.ts). */
  limiters: Limiters;
  metrics: AppMetrics;
  mailer: Mailer;
  /** The coach models available (API keys set, plus the offline coach). */
  models: ModelEntry[];
  /** Users' sessions and tokens: the auth plugin checks them, the users module issues them. */
  tokens: TokenSigner;
  userSessions: UserSessionRepository;
  audit: AdminAuditService;
  /** The built web app; null serves none (tests, API-only). */
  web: WebApp | null;
  paymentProvider?: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    adminAuth: AdminAuthService;
    /** The Redis of REDIS_URL, which every server shares; null without it. */
    redis: Redis | null;
    /** Each content module adds its import/export here; the bulk module serves them. */
    bulkTransfers: Registry<BulkTransfer>;
    /** Exports that are not a table's (the quiz results). */
    bulkExports: Slots<BulkExports>;
    /** What the public pages' structured data, sitemap and certificate cards read (the seo module). */
    seoSources: Slots<SeoSources>;
  }
}

interface Setup extends PlatformOptions {
  settings: SettingsRepository;
  secrets: Secrets;
  web: WebApp | null;
}

/**
 * The cross-cutting setup, in the order it must run: errors, request ids, body checks, the
 * response cache, metrics, security headers, compression, HTTP caching, Redis and rate limits,
 * the API docs (http.ts); housekeeping; authentication (access.ts); mail and the coach models;
 * and the registries modules fill.
 */
const platform = fp<Setup>(
  async (app, setup) => {
    const { config, database, secrets, web } = setup;
    const redisKeyPrefix = setup.redisKeyPrefix ?? REDIS_KEY_PREFIX;
    const { metrics, limiters } = await registerHttp(app, {
      config,
      database,
      addressSalt: secrets.addressSalt,
      web,
      redisKeyPrefix,
    });
    app.addHook('onClose', async () => database.close());
    // With several servers on one database, one of them runs each round.
    registerHousekeeping(app, { lock: (round) => database.tryExclusive('housekeeping', round) });
    warnOnUntrustedProxy(app, config.TRUST_PROXY);
    const access = await registerAccess(app, { database, secrets, limiters });

    const models = await createModelRegistry(config, setup.extraModels);
    app.log.info({ coachModels: describeModels(models) }, 'Prompt Coach models available');
    const mailer = createMailer(database.db, {
      smtpUrl: config.SMTP_URL,
      transport: setup.mailTransport,
      from: config.MAIL_FROM,
      log: app.log,
    });
    app.housekeeping.register({ name: 'outbox access codes', run: (now) => mailer.purgeSecrets(now) });

    app.decorate('platform', {
      config,
      database,
      settings: setup.settings,
      addressSalt: secrets.addressSalt,
      limits: setup.limits ?? {},
      limiters,
      metrics,
      mailer,
      models,
      ...access,
      web,
      paymentProvider: setup.paymentProvider,
    } satisfies Platform);
    app.decorate('bulkTransfers', new Registry<BulkTransfer>('bulk transfers'));
    app.decorate('bulkExports', new Slots<BulkExports>('bulk exports', ['quizzes']));
    app.decorate('seoSources', new Slots<SeoSources>('SEO sources', ['lessons', 'faqs', 'certificates']));
  },
  { name: 'platform' },
);

/** A Fastify instance with the platform registered, ready for the modules (app.ts). It never listens. */
export async function createApp(options: PlatformOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const settings = createSettingsRepository(database.db);
  const [cookieSecret, jwtSecret, addressSalt, adminSecret] = await Promise.all([
    settings.secret('secret:cookie'),
    settings.secret('secret:jwt'),
    settings.secret('secret:visitor-salt'),
    settings.secret('secret:admin-jwt'),
  ]);
  const app = Fastify({
    logger: withRequestIds(loggerOptions(options.logger, config.LOG_LEVEL, addressSalt)),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // While closing (SIGTERM), requests on open keep-alive connections are still answered, not 503.
    return503OnClosing: false,
    // Instead of two lines per request: errors, slow requests and writes (every request with ACCESS_LOG).
    logController: new RequestLog({ accessLog: config.ACCESS_LOG, slowMs: config.SLOW_REQUEST_MS }),
    // Every schema is a zod schema. Given as the compilers' factories, Fastify does not load its
    // default JSON-schema compilers (Ajv, fast-json-stringify): ~0.1 s of every start. (Fastify
    // types these factories as Ajv's.)
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  });
  const webDistDir = options.webDistDir === undefined ? config.WEB_DIST_DIR : options.webDistDir;
  await app.register(platform, {
    ...options,
    settings,
    secrets: { cookieSecret, jwtSecret, addressSalt, adminSecret },
    web: webDistDir ? loadWebApp(webDistDir) : null,
  });
  return app;
}

export { webApp } from './web.js';

import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from '@ai4n/shared';
import { testPaymentsOn, trustProxyOption, type Config } from './config.js';
import { SCHEMA_TABLES, type Database } from './db/client.js';
import { apiNotFound, registerErrorHandling } from './plugins/errors.js';
import { rejectNulText } from './plugins/nul-text.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerHttpCache } from './plugins/http-cache.js';
import { registerHousekeeping } from './plugins/housekeeping.js';
import { warnOnUntrustedProxy } from './plugins/proxy-warning.js';
import { registerHsts, registerSecurityHeaders } from './plugins/security.js';
import { RequestLog, clientTag, loggerOptions, type LoggerSetting } from './plugins/log-privacy.js';
import { compressOptions, registerResponseCache } from './plugins/response-cache.js';
import { loadWebApp, pageAt, registerWebApp, sendWebNotFound } from './plugins/web-app.js';
import { authPlugin } from './plugins/auth.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerRequestIds, withRequestIds } from './plugins/metrics-request-id.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { createHealthService } from './modules/health/health-service.js';
import { faqRoutes } from './modules/faqs/faq-routes.js';
import { createFaqRepository } from './modules/faqs/faq-repository.js';
import { createFaqService } from './modules/faqs/faq-service.js';
import { supportRoutes } from './modules/support/support-routes.js';
import { createSupportRepository } from './modules/support/support-repository.js';
import { createSupportService } from './modules/support/support-service.js';
import { lessonRoutes } from './modules/lessons/lesson-routes.js';
import { createLessonRepository } from './modules/lessons/lesson-repository.js';
import { createLessonService } from './modules/lessons/lesson-service.js';
import { questionRoutes } from './modules/questions/question-routes.js';
import { createQuestionRepository } from './modules/questions/question-repository.js';
import { createQuestionService } from './modules/questions/question-service.js';
import { schoolAdminRoutes } from './modules/school-admin/school-admin-routes.js';
import { createSchoolAdminService } from './modules/school-admin/school-admin-service.js';
import { certificateRoutes } from './modules/certificates/certificate-routes.js';
import { createCertificateRepository } from './modules/certificates/certificate-repository.js';
import { createCertificateService } from './modules/certificates/certificate-service.js';
import { quizRoutes } from './modules/certificates/quiz-routes.js';
import { createQuizDrawRepository } from './modules/certificates/quiz-draw-repository.js';
import { createQuizService, staleQuizDrawsTask } from './modules/certificates/quiz-service.js';
import { promptRoutes } from './modules/prompts/prompt-routes.js';
import { createPromptRepository } from './modules/prompts/prompt-repository.js';
import { createPromptService } from './modules/prompts/prompt-service.js';
import { registerPromptIndex } from './modules/prompts/prompt-index.js';
import { preparePieces } from './modules/prompts/prompt-list-answer.js';
import { promptAdminRoutes } from './modules/prompts/prompt-admin-routes.js';
import { createPromptAdminService } from './modules/prompts/prompt-admin-service.js';
import { createSettingsRepository } from './modules/settings/settings-repository.js';
import { siteClaimsRoutes } from './modules/site-claims/site-claims-routes.js';
import { factsRoutes } from './modules/facts/facts-routes.js';
import { createFactsService } from './modules/facts/facts-service.js';
import { createSiteClaimsRepository } from './modules/site-claims/site-claims-repository.js';
import { createSiteClaimsService } from './modules/site-claims/site-claims-service.js';
import cookie from '@fastify/cookie';
import { createModelRegistry, describeModels, type ModelEntry } from './plugins/ai-models.js';
import { createMailer, type MailerOptions } from './plugins/mail.js';
import { coachRoutes } from './modules/coach/coach-routes.js';
import { coachAdminRoutes } from './modules/coach/coach-admin-routes.js';
import { createCoachRepository } from './modules/coach/coach-repository.js';
import { createCoachService, expiredCoachSessionsTask } from './modules/coach/coach-service.js';
import { createCoachSettingsService } from './modules/coach/coach-settings-service.js';
import { runBothRoutes } from './modules/coach/run-both-routes.js';
import { createRunBothService } from './modules/coach/run-both-service.js';
import { createRunBothRepository } from './modules/coach/run-both-repository.js';
import { oldPromptViewsTask } from './modules/prompts/prompt-views.js';
import { createLimiters, rateLimitStore } from './lib/rate-limiters.js';
import { closeRedis, connectRedis } from './lib/redis.js';
import { clientKey } from './lib/client-key.js';
import { visitorHash } from './lib/ids.js';
import { createUserRepository } from './modules/users/user-repository.js';
import { createAccountService } from './modules/users/account-service.js';
import { createTokenSigner } from './modules/users/user-auth.js';
import { createUserSessionRepository, expiredUserSessionsTask } from './modules/users/user-session-repository.js';
import { userRoutes } from './modules/users/user-routes.js';
import { createProfileRepository } from './modules/users/profile-repository.js';
import { createProfileService } from './modules/users/profile-service.js';
import { createPaymentRepository } from './modules/payments/payment-repository.js';
import { createTestPaymentProvider, type PaymentProvider } from './modules/payments/payment-provider.js';
import { createTestIntentRepository } from './modules/payments/test-intent-repository.js';
import { paymentRoutes } from './modules/payments/payment-routes.js';
import { createPaymentService, stalePaymentsTask } from './modules/payments/payment-service.js';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth-routes.js';
import { createAdminAuthRepository } from './modules/admin-auth/admin-auth-repository.js';
import { createAdminAuthService, type AdminAuthService } from './modules/admin-auth/admin-auth-service.js';
import { createLoginThrottle } from './modules/admin-auth/login-throttle.js';
import { adminAuditRoutes } from './modules/admin-auth/admin-audit-routes.js';
import { createAdminAuditRepository } from './modules/admin-auth/admin-audit-repository.js';
import { createAdminAuditService } from './modules/admin-auth/admin-audit-service.js';
import { externalLinksRoutes } from './modules/external-links/external-links-routes.js';
import { bulkRoutes } from './modules/bulk/bulk-routes.js';
import { createFaqTransfer } from './modules/bulk/faq-transfer.js';
import { createPromptTransfer } from './modules/bulk/prompt-transfer.js';
import { createLessonTransfer, createQuestionTransfer } from './modules/bulk/school-transfer.js';
import { createQuizExport } from './modules/certificates/quiz-export.js';
import { seoRoutes } from './modules/seo/seo-routes.js';
import { pageRoutes } from './modules/seo/page-routes.js';
import { createSeoRepository } from './modules/seo/seo-repository.js';
import { createSeoService } from './modules/seo/seo-service.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino options added to the app's own (level, privacy), or false for silence (tests). */
  logger?: LoggerSetting;
  /** Overrides config.WEB_DIST_DIR; null serves no web app. */
  webDistDir?: string | null;
  /** Requests per client address per minute on the write endpoints. */
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

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuthService;
    /** The Redis of REDIS_URL, which every server shares; null without it. */
    redis: Redis | null;
  }
}

/** Builds the whole app: plugins, modules and the web app. It never listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
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
  registerErrorHandling(app);
  // Before the response cache: its hits carry the request id too.
  registerRequestIds(app);
  registerHsts(app);
  registerJsonBody(app);
  rejectNulText(app);

  const webDistDir = options.webDistDir === undefined ? config.WEB_DIST_DIR : options.webDistDir;
  const web = webDistDir ? loadWebApp(webDistDir) : null;

  // Before helmet and compress: hits skip their hooks, and answers are kept before compression.
  registerResponseCache(app, {
    changes: database.changes,
    maxMegabytes: config.RESPONSE_CACHE_MB,
    knownTables: SCHEMA_TABLES,
  });
  const metrics = await registerMetrics(app, { token: config.METRICS_TOKEN, database });
  await registerSecurityHeaders(
    app,
    web?.hashes ?? { scripts: [], styles: [] },
    Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY),
  );
  await app.register(compress, compressOptions);
  await registerHttpCache(app);
  // The counters every server shares (rate limits, admin sign-in throttle); without REDIS_URL, this process's memory.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  // While Redis is unreachable, each server counts in its own memory: the limits hold, the site stays up.
  const limiters = createLimiters({ redis, prefix: options.redisKeyPrefix, log: app.log });
  // Keyed on the client's address key (lib/client-key.ts), hashed: Redis holds no address.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => visitorHash(addressSalt, `rl:${clientKey(request)}`),
    store: rateLimitStore(limiters),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.SITE_NAME} API`, version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles at run time; allowed on its own pages only.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });

  app.addHook('onClose', async () => database.close());
  const health = createHealthService(database);
  app.decorate('health', health);
  // With several servers on one database, one of them runs each round.
  registerHousekeeping(app, { lock: (round) => database.tryExclusive('housekeeping', round) });
  warnOnUntrustedProxy(app, config.TRUST_PROXY);

  const audit = createAdminAuditRepository(database.db);
  const adminAuth = createAdminAuthService({
    repo: createAdminAuthRepository(database.db),
    throttle: createLoginThrottle({ limiters, hashKey: (key) => visitorHash(addressSalt, `login:${key}`) }),
    secret: adminSecret,
    audit,
    log: app.log,
    clientTag: (address) => clientTag(addressSalt, address),
  });
  app.decorate('adminAuth', adminAuth);
  const auditLog = createAdminAuditService(audit);
  const userSessions = createUserSessionRepository(database.db);
  const tokens = createTokenSigner(jwtSecret, userSessions);
  await app.register(authPlugin, { admins: adminAuth, users: tokens, audit: auditLog });
  await app.register(cookie, { secret: cookieSecret });

  // The services the web app's pages read too (their structured data, certificates' cards).
  const faqService = createFaqService(createFaqRepository(database.db));
  const lessonRepository = createLessonRepository(database.db);
  const lessonService = createLessonService(lessonRepository);
  const questionRepository = createQuestionRepository(database.db);
  const questionService = createQuestionService(questionRepository);
  const certificateRepository = createCertificateRepository(database.db);
  const certificateService = createCertificateService({
    certificates: certificateRepository,
    quizSettings: questionService.settings,
    minSecondsPerQuestion: config.QUIZ_MIN_SECONDS_PER_QUESTION,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { service: health });
      await api.register(adminAuthRoutes, { auth: adminAuth });
      await api.register(adminAuditRoutes, { audit: auditLog });
      await api.register(faqRoutes, { service: faqService });
      const siteClaims = createSiteClaimsService({ settings, facts: createSiteClaimsRepository(database.db) });
      await api.register(siteClaimsRoutes, { service: siteClaims });
      await api.register(factsRoutes, { service: createFactsService() });
      await api.register(supportRoutes, {
        service: createSupportService(createSupportRepository(database.db), siteClaims.replyTime),
        perMinute: options.limits?.supportPerMinute ?? 5,
      });
      await api.register(lessonRoutes, { service: lessonService });
      await api.register(schoolAdminRoutes, {
        service: createSchoolAdminService(lessonRepository, questionRepository),
      });
      await api.register(questionRoutes, { service: questionService });
      const quizDraws = createQuizDrawRepository(database.db);
      app.housekeeping.register(staleQuizDrawsTask(quizDraws));
      const quizPerMinute = options.limits?.quizResultsPerMinute ?? 20;
      await api.register(quizRoutes, {
        service: createQuizService({
          draws: quizDraws,
          questions: questionRepository,
          drawQuestions: questionService.draw,
          quizSettings: questionService.settings,
          minSecondsPerQuestion: config.QUIZ_MIN_SECONDS_PER_QUESTION,
        }),
        perMinute: quizPerMinute,
        // One request per answer with immediate feedback: a person answers far slower than this.
        answersPerMinute: quizPerMinute * 10,
        addressSalt,
      });
      await api.register(certificateRoutes, { service: certificateService, perMinute: quizPerMinute });
      const promptRepository = createPromptRepository(database.db);
      app.housekeeping.register(oldPromptViewsTask(promptRepository));
      const promptIndex = registerPromptIndex(app, database, config.GALLERY_SEARCH_INDEX === 'on');
      const promptService = createPromptService(promptRepository, addressSalt, promptIndex);
      if (promptIndex) {
        // As many as the index keeps rows for (modules/prompts/prompt-index.ts, ROW_CACHE_CHARS).
        app.addHook('onListen', (done) => {
          preparePieces(promptService, app.log, 10_000).catch((error: unknown) =>
            app.log.error({ err: error }, 'gallery answers: preparing failed'),
          );
          done();
        });
      }
      await api.register(promptRoutes, {
        service: promptService,
        ratingsPerMinute: options.limits?.ratingsPerMinute ?? 30,
      });
      await api.register(promptAdminRoutes, { service: createPromptAdminService(promptRepository) });
      await api.register(bulkRoutes, {
        transfers: [
          createPromptTransfer(database.db),
          createFaqTransfer(database.db),
          createLessonTransfer(database.db),
          createQuestionTransfer(database.db),
        ].map(metrics.countImports),
        quizzes: createQuizExport(certificateRepository),
        maxBytes: config.IMPORT_MAX_BYTES,
      });

      app.housekeeping.register(expiredUserSessionsTask(userSessions));
      const users = createUserRepository(database.db);
      const coachRepository = createCoachRepository(database.db);
      const models = await createModelRegistry(config, options.extraModels);
      app.log.info({ coachModels: describeModels(models) }, 'Prompt Coach models available');
      // A school that raises the per-address allowance needs as many sessions. Shared by every
      // server through Redis when configured (keys hashed), else counted in this process.
      const sessionsPerHour = options.limits?.coachSessionsPerHour ?? Math.max(10, config.COACH_FREE_USES_PER_ADDRESS);
      const newCoachSessions = limiters('coach session budget', {
        keyPrefix: 'coach-sessions',
        points: sessionsPerHour,
        duration: 60 * 60,
      });
      const coachSettings = createCoachSettingsService(settings, models);
      const coach = createCoachService({
        coach: coachRepository,
        users,
        settings: coachSettings,
        timeoutMs: config.COACH_MODEL_TIMEOUT_MS,
        freeUsesPerAddress: config.COACH_FREE_USES_PER_ADDRESS,
        newSessions: newCoachSessions,
        log: app.log,
        onAnalysis: metrics.coachAnalysis,
      });
      app.housekeeping.register(expiredCoachSessionsTask(coachRepository));
      await api.register(coachRoutes, { service: coach, addressSalt, perMinute: options.limits?.coachPerMinute ?? 20 });
      await api.register(coachAdminRoutes, { settings: coachSettings });
      await api.register(runBothRoutes, {
        service: createRunBothService({
          coach,
          settings: coachSettings,
          runs: createRunBothRepository(database.db),
          timeoutMs: config.COACH_MODEL_TIMEOUT_MS,
          log: app.log,
        }),
        addressSalt,
        perMinute: options.limits?.coachPerMinute ?? 20,
      });
      // The Stripe SDK is loaded only when configured: it slows every start.
      const stripe = config.STRIPE_SECRET_KEY
        ? (await import('./modules/payments/stripe-provider.js')).createStripeProvider({
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            apiBase: config.STRIPE_API_BASE,
          })
        : null;
      const testIntents = createTestIntentRepository(database.db);
      const testProvider =
        options.paymentProvider || stripe || !testPaymentsOn(config) ? null : createTestPaymentProvider(testIntents);
      if (testProvider)
        app.log.warn('payments are in test mode: no real charge (set the Stripe keys for card payments)');
      else if (!options.paymentProvider && !stripe)
        app.log.warn('card payments are not configured: the payment endpoints answer 503 (set the Stripe keys)');
      const mailer = createMailer(database.db, {
        smtpUrl: config.SMTP_URL,
        transport: options.mailTransport,
        from: config.MAIL_FROM,
        log: app.log,
      });
      app.housekeeping.register({ name: 'outbox access codes', run: (now) => mailer.purgeSecrets(now) });
      const accounts = createAccountService({ users, tokens, mailer, siteName: config.SITE_NAME });
      const paymentRepository = createPaymentRepository(database.db);
      app.housekeeping.register(stalePaymentsTask(paymentRepository, testIntents));
      const payments = createPaymentService({
        users,
        payments: paymentRepository,
        provider: options.paymentProvider ?? stripe ?? testProvider,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
        tokens,
        mailer,
        siteName: config.SITE_NAME,
      });
      const accountPerMinute = options.limits?.accountPerMinute ?? 10;
      const profiles = createProfileService(users, createProfileRepository(database.db));
      await api.register(userRoutes, { accounts, profiles, perMinute: accountPerMinute });
      await api.register(paymentRoutes, {
        payments,
        testProvider,
        perMinute: accountPerMinute,
        parseWebhook: stripe && config.STRIPE_WEBHOOK_SECRET ? stripe.parseWebhook : undefined,
      });
    },
    { prefix: '/api' },
  );
  await app.register(externalLinksRoutes, { loginUrl: config.APP_LOGIN_URL, registerUrl: config.APP_REGISTER_URL });

  if (web) {
    await registerWebApp(app, web);
    const seo = createSeoService({
      repo: createSeoRepository(database.db),
      site: { siteUrl: config.SITE_URL, siteName: config.SITE_NAME },
      lessons: lessonService,
      faqs: faqService,
      certificates: certificateService,
      builtAt: (path) => pageAt(web, path).builtAt,
    });
    await app.register(seoRoutes, { service: seo });
    await app.register(pageRoutes, { web, service: seo });
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      !web ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    return sendWebNotFound(reply, web, request.url);
  });

  return app;
}

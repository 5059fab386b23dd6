import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { QUIZ_MIN_SECONDS_PER_QUESTION } from '@ai4n/shared';
import { REPO_ROOT } from './paths.js';

/** One address or CIDR, or a name proxy-addr knows (loopback, linklocal, uniquelocal). */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/** More hops than any real chain of proxies: beyond it a hop count would trust whatever a client sends. */
const MAX_PROXY_HOPS = 10;
/** What TRUST_PROXY accepts, for the messages that refuse another value. */
const TRUST_PROXY_FORMS =
  'write the addresses/CIDRs of the proxies in front, comma-separated (e.g. 127.0.0.1), or how many proxies ' +
  `are in front (1 to ${MAX_PROXY_HOPS}, e.g. 1); false or unset turns it off`;

/**
 * `true` is refused: it trusts every peer at every hop, so any client could choose its address (and
 * with it its rate limits, free analysis and sign-in lock-out) by sending X-Forwarded-For.
 */
function parseTrustProxy(raw: string, ctx: z.RefinementCtx): false | number | string[] {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PROXY_HOPS) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  if (entries.every(isProxyAddress)) return entries;
  const why = value === 'true' ? '`true` would let any client choose its address through X-Forwarded-For; ' : '';
  ctx.addIssue({ code: 'custom', message: `${why}${TRUST_PROXY_FORMS}` });
  return z.NEVER;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify trusts no hop for a bare number, so a hop count is
 * given as a function: the `hops` nearest addresses are proxies, the one before them the client.
 */
export const trustProxyOption = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** The public origin of the site (scheme, host, port): what canonical links, the sitemap and shared cards name. */
const siteOrigin = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .url({ protocol: /^https?$/, abort: true })
    .refine(
      (v) => new URL(v).origin === v,
      'must be an origin such as https://example.com (no path, no trailing slash)',
    )
    .default('http://localhost:3000'),
);

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
/** A provider's model id ("claude-haiku-4-5", "gpt-5.4-mini", "llama3.1:8b"): no spaces, no quotes. */
const modelId = (fallback: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,99}$/,
        'must be a model id such as "claude-haiku-4-5" (letters, digits, . _ : / @ -)',
      )
      .default(fallback),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Where the server listens: this machine only unless set (0.0.0.0 for every interface, e.g. in a container). */
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  WEB_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/build/client')),
  SITE_NAME: z.string().min(1).default('AI for Newbies'),
  SITE_URL: siteOrigin,
  APP_LOGIN_URL: z.url().default('https://app.aifornewbies.com/login'),
  APP_REGISTER_URL: z.url().default('https://app.aifornewbies.com/register'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies may set X-Forwarded-For/-Proto: `false`, the proxies' addresses/CIDRs
   * (comma-separated), or the number of proxies in front (Fastify's `trustProxy`).
   */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** On SIGTERM: how long readiness says "draining" before the server stops accepting connections. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Then: how long requests under way may take to finish before the process exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  /** Memory for ready answers of public reads (FAQs, lessons, prompt lists...), in MB; 0 turns the cache off. */
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  /** A line per request in the log; off, only errors, slow requests and writes are logged. */
  ACCESS_LOG: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true'),
  /** Requests slower than this (milliseconds) are logged as slow. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  /** Bearer token for GET /api/metrics (Prometheus); unset turns the metrics off (404). */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  /** The Redis that shares rate limits and the admin sign-in throttle between servers; unset, each process counts alone. */
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({
        protocol: /^rediss?$/,
        hostname: /^.+$/,
        abort: true,
        error: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
      })
      .optional(),
  ),
  /** The gallery's lists and searches from an in-process index (off: every one from the database). */
  GALLERY_SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
  /** Largest bulk import (CSV upload, CSV text or JSON body), in bytes; larger ones get 413. */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(50 * 1024 * 1024),
  // AI models for Prompt Coach: each provider is offered when its key (or URL) is set. The default
  // ids are current, non-deprecated models as of November 2026 (decision 0014).
  GOOGLE_GENERATIVE_AI_API_KEY: z.string().optional(),
  GEMINI_MODEL: modelId('gemini-3.5-flash-lite'),
  /** Base URLs of the hosted providers: for a gateway or proxy (and the tests' fake servers). */
  GOOGLE_BASE_URL: optionalUrl,
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_BASE_URL: optionalUrl,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: modelId('gpt-5.4-mini'),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_MODEL: modelId('claude-haiku-4-5'),
  OPENAI_COMPATIBLE_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_MODEL: modelId('llama3.1'),
  OPENAI_COMPATIBLE_API_KEY: z.string().optional(),
  /** Free analyses per client address (a school or office shares one address). */
  COACH_FREE_USES_PER_ADDRESS: z.coerce.number().int().min(1).default(1),
  COACH_MODEL_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** A certified quiz answered faster than this per question earns no certificate (0 turns the rule off). */
  QUIZ_MIN_SECONDS_PER_QUESTION: z.coerce.number().min(0).max(600).default(QUIZ_MIN_SECONDS_PER_QUESTION),
  // The first administrator; when unset, a password is generated and printed once in the log.
  ADMIN_USERNAME: z.string().min(3).max(50).default('admin'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  // Card payments: Stripe when the secret key is set; otherwise the built-in test mode, when allowed.
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** Only for tests against a local fake Stripe server. */
  STRIPE_API_BASE: optionalUrl,
  /**
   * The built-in test-mode payments when no Stripe key is set (see testPaymentsOn). Unset: on
   * outside production only, so a production server that lost its keys refuses payments instead
   * of quietly taking fake ones; `npm start` (scripts/start.mjs) sets `true` for a first run.
   */
  PAYMENTS_TEST_MODE: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional())
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  // Mail: SMTP when set (smtp://user:pass@host:port); otherwise mail is kept in the outbox table.
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('AI for Newbies <hello@aifornewbies.com>'),
});

export type Config = z.infer<typeof EnvSchema>;

/** Reads and checks the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Test-mode payments run only without Stripe, and in production only when PAYMENTS_TEST_MODE=true. */
export const testPaymentsOn = (config: Config): boolean =>
  !config.STRIPE_SECRET_KEY && (config.PAYMENTS_TEST_MODE ?? config.NODE_ENV !== 'production');

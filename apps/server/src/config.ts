import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';


const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  APP_LOGIN_URL: z.url().default('https://app.aifornewbies.com/login'),
  APP_REGISTER_URL: z.url().default('https://app.aifornewbies.com/register'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
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

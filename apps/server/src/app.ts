import type { FastifyInstance } from 'fastify';
import { createApp, webApp, type PlatformOptions } from './platform/index.js';
import { MODULES } from './modules/index.js';

export type BuildAppOptions = PlatformOptions;

/**
 * Builds the whole app, never listening: the platform (platform/index.ts: everything cross-cutting,
 * in its order), then each module in the order of modules/index.ts (each wires itself: its
 * services, routes, housekeeping tasks, bulk transfers and SEO sources), then the web app's files
 * and the not-found answer.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = await createApp(options);
  for (const module of MODULES) await app.register(module);
  await app.register(webApp);
  return app;
}

import type { FastifyInstance } from 'fastify';
import { createApp, webApp, type PlatformOptions } from './platform/index.js';
import { healthModule } from './modules/health/index.js';
import { adminAuthModule } from './modules/admin-auth/index.js';
import { faqsModule } from './modules/faqs/index.js';
import { siteClaimsModule } from './modules/site-claims/index.js';
import { factsModule } from './modules/facts/index.js';
import { supportModule } from './modules/support/index.js';
import { lessonsModule } from './modules/lessons/index.js';
import { questionsModule } from './modules/questions/index.js';
import { schoolAdminModule } from './modules/school-admin/index.js';
import { certificatesModule } from './modules/certificates/index.js';
import { promptsModule } from './modules/prompts/index.js';
import { bulkModule } from './modules/bulk/index.js';
import { usersModule } from './modules/users/index.js';
import { coachModule } from './modules/coach/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { externalLinksModule } from './modules/external-links/index.js';
import { seoModule } from './modules/seo/index.js';

export type BuildAppOptions = PlatformOptions;

/**
 * The modules, in the order they register. Each is a plugin (modules/<m>/index.ts) that builds its
 * services and adds its routes, housekeeping tasks, bulk transfers and SEO sources itself. A module
 * that reads another's decorations (fastify-plugin `dependencies`) or a registry the others fill
 * (bulk: `app.bulkTransfers`; seo: `app.seoSources`) comes after them; a wrong order fails at start.
 */
export const MODULES = [
  healthModule,
  adminAuthModule,
  faqsModule,
  siteClaimsModule,
  factsModule,
  supportModule,
  lessonsModule,
  questionsModule,
  schoolAdminModule,
  certificatesModule,
  promptsModule,
  bulkModule,
  usersModule,
  coachModule,
  paymentsModule,
  externalLinksModule,
  seoModule,
];

/** Builds the whole app: the platform (cross-cutting setup), the modules and the web app. It never listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = await createApp(options);
  for (const module of MODULES) await app.register(module);
  await app.register(webApp);
  return app;
}

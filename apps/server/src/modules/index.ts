import { healthModule } from './health/index.js';
import { adminAuthModule } from './admin-auth/index.js';
import { faqsModule } from './faqs/index.js';
import { siteClaimsModule } from './site-claims/index.js';
import { factsModule } from './facts/index.js';
import { supportModule } from './support/index.js';
import { lessonsModule } from './lessons/index.js';
import { questionsModule } from './questions/index.js';
import { schoolAdminModule } from './school-admin/index.js';
import { certificatesModule } from './certificates/index.js';
import { promptsModule } from './prompts/index.js';
import { bulkModule } from './bulk/index.js';
import { usersModule } from './users/index.js';
import { coachModule } from './coach/index.js';
import { paymentsModule } from './payments/index.js';
import { externalLinksModule } from './external-links/index.js';
import { seoModule } from './seo/index.js';

/**
 * The server's modules, in the order app.ts registers them. Each is a plugin (<m>/index.ts) that
 * builds its services and adds its routes, housekeeping tasks, bulk transfers and SEO sources
 * itself. A module that reads another's decorations (fastify-plugin `dependencies`) or a registry
 * the others fill (bulk: `app.bulkTransfers`; seo: `app.seoSources`) comes after them; a wrong
 * order fails at start, naming what to move. Add a new module here.
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

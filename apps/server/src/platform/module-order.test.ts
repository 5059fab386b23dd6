import type { FastifyPluginCallback } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { bulkModule } from '../modules/bulk/index.js';
import { certificatesModule } from '../modules/certificates/index.js';
import { faqsModule } from '../modules/faqs/index.js';
import { questionsModule } from '../modules/questions/index.js';
import { schoolAdminModule } from '../modules/school-admin/index.js';
import { createTestDatabase } from '../../test/test-app.js';
import { createApp } from './index.js';

/** The platform and then `modules`, in that order, as app.ts starts them. */
async function start(modules: FastifyPluginCallback[]) {
  const database = await createTestDatabase();
  const app = await createApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false, webDistDir: null });
  try {
    for (const module of modules) await app.register(module);
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('a wrong order of the modules in modules/index.ts', () => {
  it('a module registered before one it reads fails the start, naming both', async () => {
    await expect(start([schoolAdminModule])).rejects.toThrow(/dependency 'lessons' of plugin 'school-admin'/);
  });

  it('a bulk transfer added after the bulk module read them fails the start', async () => {
    await expect(start([questionsModule, certificatesModule, bulkModule, faqsModule])).rejects.toThrow(
      'bulk transfers: an entry was added after bulk read them; list its module before bulk in modules/index.ts',
    );
  });
});

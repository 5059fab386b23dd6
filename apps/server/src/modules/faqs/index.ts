import fp from 'fastify-plugin';
import { createFaqTransfer } from './faq-transfer.js';
import { faqRoutes } from './faq-routes.js';
import { createFaqRepository } from './faq-repository.js';
import { createFaqService } from './faq-service.js';

/** The FAQs: public lists, admin writes, import/export, and the FAQ sections of the pages' structured data. */
export const faqsModule = fp(
  async (app) => {
    const { db } = app.platform.database;
    const service = createFaqService(createFaqRepository(db));
    app.seoSources.provide('faqs', service);
    app.bulkTransfers.add(createFaqTransfer(db));
    await app.register(faqRoutes, { prefix: '/api', service });
  },
  { name: 'faqs', dependencies: ['platform'] },
);

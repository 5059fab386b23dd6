import fp from 'fastify-plugin';
import { createPromptTransfer } from './prompt-transfer.js';
import { promptAdminRoutes } from './prompt-admin-routes.js';
import { createPromptAdminService } from './prompt-admin-service.js';
import { registerPromptIndex } from './prompt-index.js';
import { createPromptRepository } from './prompt-repository.js';
import { promptRoutes } from './prompt-routes.js';
import { createPromptService, preparedAnswers } from './prompt-service.js';
import { oldPromptViewsTask } from './prompt-views.js';
import { createSearchVocabulary } from './search-vocabulary.js';

/** The prompt gallery: search (with its in-memory index), ratings, views, admin review, import/export. */
export const promptsModule = fp(
  async (app) => {
    const { config, database, limits, addressSalt, metrics } = app.platform;
    const repository = createPromptRepository(database.db);
    app.housekeeping.register(oldPromptViewsTask(repository));
    app.bulkTransfers.add(createPromptTransfer(database.db));
    const index = registerPromptIndex(app, database, config.GALLERY_SEARCH_INDEX === 'on' ? preparedAnswers : null);
    const vocabulary = createSearchVocabulary({ db: database.db, changes: database.changes });
    app.addHook('onClose', async () => vocabulary.close());
    const service = createPromptService(repository, addressSalt, index, vocabulary);
    // The public's words are read once the index is loaded (a pass over all the text: on PGlite it
    // holds the thread), rather than by the first search.
    app.addHook('onListen', (done) => {
      const started = Date.now();
      service
        .indexed()
        .then(() => vocabulary.of(['active']))
        .then(
          (words) => app.log.info({ words: words.size, ms: Date.now() - started }, 'search vocabulary loaded'),
          (error: unknown) => app.log.error({ err: error }, 'search vocabulary: loading failed'),
        );
      done();
    });
    if (index) {
      // What the gallery keeps in memory (issue 33: memory that grows with the content and no more).
      metrics.gauge('prompt_index_bytes', 'Bytes of the gallery search index (estimated).', () => index.memory().index);
      metrics.gauge(
        'gallery_answer_bytes',
        'Bytes of the prepared gallery answer pieces the index keeps (estimated).',
        () => index.memory().kept,
      );
    }
    await app.register(promptRoutes, { prefix: '/api', service, ratingsPerMinute: limits.ratingsPerMinute ?? 30 });
    await app.register(promptAdminRoutes, { prefix: '/api', service: createPromptAdminService(repository) });
  },
  { name: 'prompts', dependencies: ['platform'] },
);

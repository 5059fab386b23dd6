import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessTypePromptsResponseSchema,
  BusinessTypeSlugParamSchema,
  PromptCategoriesResponseSchema,
  PromptIdParamSchema,
  PromptListQuerySchema,
  PromptListResponseSchema,
  PromptRatingBodySchema,
  PromptRatingSchema,
  PromptSchema,
  PromptStatsResponseSchema,
  PromptStatusStatsResponseSchema,
} from '@ai4n/shared';
import type { PromptService } from './prompt-service.js';
import { publicRead } from '../../plugins/response-cache.js';
import { sendPromptList } from './prompt-list-answer.js';
import { errorResponses } from '../../plugins/errors.js';
import { clientKey } from '../../lib/client-key.js';

// Lists, stats and counts are read from the prompts table only (ratings and views are kept on it).
const PROMPT_READ = publicRead(['prompts']);

export interface PromptRouteOptions {
  service: PromptService;
  /** Ratings per client address per minute. */
  ratingsPerMinute: number;
}

export const promptRoutes: FastifyPluginAsyncZod<PromptRouteOptions> = async (app, { service, ratingsPerMinute }) => {
  app.get(
    '/prompts',
    {
      // Lists are put together from prepared pieces (prompt-list-answer.ts), for a fraction of
      // what keeping one costs (compressing it twice): a URL is kept from its ninth request.
      // View counts in lists may lag 10 s already: while one request rebuilds a list after a write,
      // the others get the previous one (staleSeconds).
      config: { ...publicRead(['prompts'], { admitAfter: 8, staleSeconds: 10 }), auth: 'optional-admin' },
      schema: {
        tags: ['prompts'],
        summary: 'Active gallery prompts: filters, ranked full-text search, sorting and pages',
        querystring: PromptListQuerySchema,
        response: { 200: PromptListResponseSchema },
      },
    },
    async (request, reply) =>
      sendPromptList(request, reply, await service.pieces(request.query, { admin: request.admin !== null })),
  );
  app.get(
    '/prompts/meta/categories',
    // "New" categories depend on the date too. Counts may lag a write while one request rebuilds them.
    {
      config: publicRead(['prompts'], { maxAgeSeconds: 600, staleSeconds: 10 }),
      schema: {
        tags: ['prompts'],
        summary: 'The 12 library categories and the business types, with counts',
        response: { 200: PromptCategoriesResponseSchema },
      },
    },
    async () => service.categories(),
  );
  app.get(
    '/prompts/meta/business-types/:slug',
    {
      config: PROMPT_READ,
      schema: {
        tags: ['prompts'],
        summary: "A business type's most useful prompts, by job (featured, then most viewed, first)",
        params: BusinessTypeSlugParamSchema,
        response: { 200: BusinessTypePromptsResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.forBusinessType(request.params.slug),
  );
  app.get(
    '/prompts/meta/stats',
    {
      config: PROMPT_READ,
      schema: { tags: ['prompts'], summary: 'Gallery totals', response: { 200: PromptStatsResponseSchema } },
    },
    async () => service.stats(),
  );
  app.get(
    '/prompts/meta/status-stats',
    {
      config: PROMPT_READ,
      schema: {
        tags: ['prompts'],
        summary: 'Prompt counts by status',
        response: { 200: PromptStatusStatsResponseSchema },
      },
    },
    async () => service.statusStats(),
  );
  app.get(
    '/prompts/:id',
    {
      config: { auth: 'optional-admin' },
      schema: {
        tags: ['prompts'],
        summary: 'One prompt (counts a view once per client address and day)',
        params: PromptIdParamSchema,
        response: { 200: PromptSchema, ...errorResponses(404) },
      },
    },
    // Counted per client address (hashed in the service): a new User-Agent is not a new visitor.
    // A draft or archived prompt is there for an administrator only.
    async (request) => service.get(request.params.id, clientKey(request), { admin: request.admin !== null }),
  );
  // One rating per visitor, keyed like views (a hashed address, no cookie); rating again changes it.
  app.get(
    '/prompts/:id/rating',
    {
      schema: {
        tags: ['prompts'],
        summary: "An active prompt's average (null until enough ratings), count, and this visitor's rating",
        params: PromptIdParamSchema,
        response: { 200: PromptRatingSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.rating(request.params.id, clientKey(request)),
  );
  app.post(
    '/prompts/:id/rating',
    {
      config: { rateLimit: { max: ratingsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['prompts'],
        summary: 'Rate an active prompt 1 to 5 stars: one rating per visitor, which rating again changes',
        params: PromptIdParamSchema,
        body: PromptRatingBodySchema,
        response: { 200: PromptRatingSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => service.rate(request.params.id, clientKey(request), request.body.rating),
  );
};

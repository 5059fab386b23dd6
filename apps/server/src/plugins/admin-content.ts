import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DeleteModeQuerySchema, deleteModeOf, MessageResponseSchema, type DeleteMode } from '@ai4n/shared';
import { errorResponses } from './errors.js';
import { ADMIN_ONLY } from './auth.js';

const errors = errorResponses(400, 401, 404, 409);

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One numbered content type's admin routes: the whole list, create, update and delete. */
export interface AdminContent<Input extends z.ZodType, Update extends z.ZodType> {
  path: '/lessons' | '/questions';
  tag: string;
  allSummary: string;
  schemas: { list: z.ZodType; item: z.ZodType; input: Input; update: Update; id: z.ZodType<{ id: number }> };
  all(): Promise<unknown>;
  create(input: z.output<Input>): Promise<unknown>;
  update(id: number, changes: z.output<Update>): Promise<unknown>;
  remove(id: number, mode: DeleteMode): Promise<{ message: string }>;
}

export function adminContentRoutes<Input extends z.ZodType, Update extends z.ZodType>(
  app: App,
  content: AdminContent<Input, Update>,
) {
  const { path, schemas } = content;
  const tags = [content.tag];
  app.get(
    `${path}/admin/all`,
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: content.allSummary, response: { 200: schemas.list, ...errorResponses(401) } },
    },
    async () => content.all(),
  );
  app.post(
    path,
    { config: ADMIN_ONLY, schema: { tags, body: schemas.input, response: { 201: schemas.item, ...errors } } },
    async (request, reply) => reply.status(201).send(await content.create(request.body as z.output<Input>)),
  );
  app.put(
    `${path}/:id`,
    {
      config: ADMIN_ONLY,
      schema: { tags, params: schemas.id, body: schemas.update, response: { 200: schemas.item, ...errors } },
    },
    async (request) => content.update(request.params.id, request.body as z.output<Update>),
  );
  app.delete(
    `${path}/:id`,
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        params: schemas.id,
        querystring: DeleteModeQuerySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => content.remove(request.params.id, deleteModeOf(request.query)),
  );
}

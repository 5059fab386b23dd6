import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CertificateCodeParamSchema,
  CertificateSchema,
  ErrorResponseSchema,
  QuizGradedSchema,
  QuizSubmissionSchema,
} from '@ai4n/shared';
import type { CertificateService } from './certificate-service.js';

export const certificateRoutes: FastifyPluginAsyncZod<{ service: CertificateService; perMinute: number }> = async (app, { service, perMinute }) => {
  app.post(
    '/quizzes/results',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['certificates'],
        summary: 'Grade a finished quiz on the server; issues a certificate at or above the passing score',
        body: QuizSubmissionSchema,
        response: { 201: QuizGradedSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.grade(request.body)),
  );
  app.get(
    '/certificates/:code',
    {
      config: { publicCacheSeconds: 300 },
      schema: {
        tags: ['certificates'],
        summary: 'Verify a certificate',
        params: CertificateCodeParamSchema,
        response: { 200: CertificateSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => service.get(request.params.code),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CertificateClaimSchema,
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
        summary: 'Grade a finished quiz on the server and keep the result',
        body: QuizSubmissionSchema,
        response: { 201: QuizGradedSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.grade(request.body)),
  );
  app.post(
    '/certificates',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['certificates'],
        summary: 'Issue the certificate of a passed attempt, in the given name',
        body: CertificateClaimSchema,
        response: { 201: CertificateSchema, 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.claim(request.body)),
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

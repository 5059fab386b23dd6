import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CertificateClaimSchema, CertificateCodeParamSchema, CertificateSchema } from '@ai4n/shared';
import type { CertificateService } from './certificate-service.js';
import { errorResponses } from '../../plugins/errors.js';

export const certificateRoutes: FastifyPluginAsyncZod<{ service: CertificateService; perMinute: number }> = async (
  app,
  { service, perMinute },
) => {
  app.post(
    '/certificates',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['certificates'],
        summary:
          'Issue the certificate of an eligible attempt in the given name (201); an issued one is returned unchanged (200)',
        body: CertificateClaimSchema,
        response: { 200: CertificateSchema, 201: CertificateSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { certificate, issued } = await service.claim(request.body);
      return reply.status(issued ? 201 : 200).send(certificate);
    },
  );
  app.get(
    '/certificates/:code',
    {
      config: { publicCacheSeconds: 300 },
      schema: {
        tags: ['certificates'],
        summary: 'Verify a certificate',
        params: CertificateCodeParamSchema,
        response: { 200: CertificateSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.params.code),
  );
};

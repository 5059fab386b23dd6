import { z } from 'zod';

export const ErrorResponseSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const IdParamSchema = z.object({ id: z.string().min(1).max(64) });

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

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

type Optionals<T extends z.ZodRawShape> = { [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K]> };

/**
 * The schema of a partial update: every field optional and no defaults, so a field left out
 * stays as it is (zod's .partial() would still fill in the creation defaults).
 */
export function updateSchemaOf<T extends z.ZodRawShape>(schema: z.ZodObject<T>): z.ZodObject<Optionals<T>> {
  const shape = Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, z.optional((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType)]));
  return z.object(shape) as unknown as z.ZodObject<Optionals<T>>;
}

import { z } from 'zod';

export const ErrorResponseSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The largest value of PostgreSQL's integer, the type of every id, order, views and points column. */
export const INT32_MAX = 2_147_483_647;
const INT32_MIN = -INT32_MAX - 1;

/**
 * A whole number a PostgreSQL integer column holds. Every integer a request carries to the
 * database goes through it, so one out of range is a 400 naming its field, never a database error.
 */
export const int32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX);
/** The same, read from a path or query string ('42'). */
export const int32Text = () => z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);

/** A stored UUID as an export gives it back: any case, compared and stored lower-case. */
export const uuidText = () => z.guid().transform((id) => id.toLowerCase());

export const IdParamSchema = z.object({ id: z.string().min(1).max(64) });
export type IdParam = z.infer<typeof IdParamSchema>;

/** The answer of a write that reports only what it did ('Lesson archived'). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const OkResponseSchema = z.object({ ok: z.boolean() });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** DELETE of a lesson, question or FAQ: ?permanent=true deletes it, ?archive=true archives it, otherwise it is deactivated. */
export const DeleteModeQuerySchema = z.object({
  archive: z.enum(['true', 'false']).optional(),
  permanent: z.enum(['true', 'false']).optional(),
});
export type DeleteModeQuery = z.infer<typeof DeleteModeQuerySchema>;
export type DeleteMode = 'permanent' | 'archive' | 'deactivate';
export const deleteModeOf = (query: DeleteModeQuery): DeleteMode =>
  query.permanent === 'true' ? 'permanent' : query.archive === 'true' ? 'archive' : 'deactivate';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** Readiness for a load balancer: send traffic here only while `ready` is true. */
export const ReadyResponseSchema = z.object({
  ready: z.boolean(),
  db: z.enum(['ok', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  draining: z.boolean(),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;

type Optionals<T extends z.ZodRawShape> = {
  [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K]>;
};

/**
 * The schema of a partial update: every field optional and no defaults, so a field left out
 * stays as it is (zod's .partial() would still fill in the creation defaults).
 */
export function updateSchemaOf<T extends z.ZodRawShape>(schema: z.ZodObject<T>): z.ZodObject<Optionals<T>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      z.optional((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<Optionals<T>>;
}

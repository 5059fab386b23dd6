import type { z } from 'zod';

/** The state columns of every content table (FAQs, lessons, quiz questions). */
export interface ContentState {
  isActive: boolean;
  isArchived: boolean;
}

/**
 * A content row as its contract shows it: each field of the contract taken from the row's column
 * of that name, and `isActive` only while the row is active and not archived (what the public sees).
 */
export function contentDtoOf<Schema extends z.ZodObject>(schema: Schema) {
  const fields = Object.keys(schema.shape).filter((key) => key !== 'isActive');
  return <Row extends ContentState & Record<keyof z.infer<Schema>, unknown>>(row: Row): z.infer<Schema> => {
    const dto: Record<string, unknown> = {};
    for (const key of fields) dto[key] = row[key as keyof Row];
    dto.isActive = row.isActive && !row.isArchived;
    return dto as z.infer<Schema>;
  };
}

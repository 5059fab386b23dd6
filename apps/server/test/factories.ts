import type { AppDb } from '../src/db/client.js';
import { faqs } from '../src/db/schema/index.js';

let sequence = 0;

export async function createFaq(db: AppDb, overrides: Partial<typeof faqs.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(faqs)
    .values({ question: `Question ${sequence}?`, answer: `Answer ${sequence}.`, category: 'about', order: sequence, ...overrides })
    .returning();
  return row;
}

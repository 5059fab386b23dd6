import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { paymentEvents, payments, users } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentRepository(db: AppDb) {
  return {
    async create(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return row ?? (await this.findByProviderId(values.provider, values.providerPaymentId))!;
    },
    async findByProviderId(provider: string, providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
      return row;
    },
    /** Payments never granted and untouched since `before` (abandoned card forms); granted ones stay for good. */
    async deleteUnpaidBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(payments)
        .where(and(isNull(payments.grantedAt), lt(payments.updatedAt, before)))
        .returning({ id: payments.id });
      return rows.length;
    },
    /** A granted payment keeps 'succeeded' whatever arrives later. */
    async setStatus(id: string, status: string): Promise<void> {
      await db
        .update(payments)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(payments.id, id), isNull(payments.grantedAt)));
    },
    /** Records a webhook event; false when it was seen before. */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length === 1;
    },
    /**
     * Grants the pack for a succeeded payment exactly once: the payment row is claimed and the
     * user credited in one transaction. With `firstCodeHash`, the same transaction gives the
     * account that access code if, and only if, it has none yet (one code per account, even when
     * two first payments land at once). `granted` is false when it was granted before.
     */
    async grantOnce(
      paymentId: string,
      userId: string,
      credits: number,
      firstCodeHash: string | null,
    ): Promise<{ granted: boolean; codeIssued: boolean }> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(payments)
          .set({ status: 'succeeded', creditsGranted: credits, grantedAt: new Date(), userId, updatedAt: new Date() })
          .where(and(eq(payments.id, paymentId), isNull(payments.grantedAt)))
          .returning({ id: payments.id });
        if (claimed.length === 0) return { granted: false, codeIssued: false };
        await tx
          .update(users)
          .set({ credits: sql`${users.credits} + ${credits}`, hasPaid: true, updatedAt: new Date() })
          .where(eq(users.id, userId));
        if (!firstCodeHash) return { granted: true, codeIssued: false };
        const issued = await tx
          .update(users)
          .set({ accessCodeHash: firstCodeHash })
          .where(and(eq(users.id, userId), isNull(users.accessCodeHash)))
          .returning({ id: users.id });
        return { granted: true, codeIssued: issued.length === 1 };
      });
    },
    async history(email: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.email, email.toLowerCase()))
        .orderBy(desc(payments.createdAt));
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;

import type { AuditEntry } from '@ai4n/shared';
import type { AdminAuditRepository, AuditRecord } from './admin-audit-repository.js';

export const AUDIT_SHOWN = 200;

/** The audit log: every admin write and failed sign-in, who, what, when and the outcome. */
export function createAdminAuditService(audit: AdminAuditRepository) {
  return {
    recordWrite: (write: AuditRecord) => audit.record(write),

    /** The latest AUDIT_SHOWN entries, newest first. */
    async latest(): Promise<AuditEntry[]> {
      const rows = await audit.latest(AUDIT_SHOWN);
      return rows.map((r) => ({
        username: r.username,
        action: r.action,
        path: r.path,
        statusCode: r.statusCode,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

export type AdminAuditService = ReturnType<typeof createAdminAuditService>;

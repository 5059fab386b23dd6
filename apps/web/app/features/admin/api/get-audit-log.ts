import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditLog } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** The latest admin writes and failed sign-ins, newest first. */
export async function getAuditLog(): Promise<AuditEntry[]> {
  return (await adminRequest<AuditLog>('/admin/audit')).entries;
}

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.audit, queryFn: getAuditLog, retry: false, meta: { persist: false } });

export const useAuditLog = () => useQuery(auditLogQueryOptions());

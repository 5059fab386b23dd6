import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportInbox } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** The support inbox, newest first, and how many messages are unread. */
export const getSupportInbox = () => adminRequest<SupportInbox>('/support');

/** Visitors' names and emails: never kept in the browser. */
export const supportInboxQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.support, queryFn: getSupportInbox, retry: false, meta: { persist: false } });

export const useSupportInbox = () => useQuery(supportInboxQueryOptions());

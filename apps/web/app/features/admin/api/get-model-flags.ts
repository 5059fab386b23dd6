import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModelFlagsResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys } from './admin-query';

/** Every available coach model with its label and enabled flag. */
export async function getModelFlags(): Promise<ModelFlagsResponse['models']> {
  return (await adminRequest<ModelFlagsResponse>('/prompts/meta/models/all')).models;
}

export const modelFlagsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.models, queryFn: getModelFlags, retry: false, meta: { persist: false } });

export const useModelFlags = () => useQuery(modelFlagsQueryOptions());

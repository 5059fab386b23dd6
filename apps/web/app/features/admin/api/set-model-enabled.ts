import type { ModelFlag, ModelFlagsUpdate } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys, useAdminWrite } from './admin-query';

/** Saves which coach models visitors may pick (only names and flags are sent); answers the flags kept. */
export const setModelEnabled = (models: ModelFlag[]) =>
  adminRequest<ModelFlagsUpdate>('/prompts/meta/models', {
    method: 'PUT',
    body: { models: models.map(({ name, enabled }) => ({ name, enabled })) } satisfies ModelFlagsUpdate,
  });

/** Also refreshes the public model list of Prompt Coach. */
export const useSetModelEnabled = () => useAdminWrite(setModelEnabled, [adminKeys.models, ['coach', 'models']]);

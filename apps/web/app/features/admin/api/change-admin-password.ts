import { useMutation } from '@tanstack/react-query';
import type { AdminPasswordBody, OkResponse } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';

/** Changes the signed-in administrator's password; the server then ends their other sessions. */
export const changeAdminPassword = ({ currentPassword, newPassword }: AdminPasswordBody) =>
  adminRequest<OkResponse>('/auth/admin/password', {
    method: 'PUT',
    body: { currentPassword, newPassword } satisfies AdminPasswordBody,
  });

export const useChangeAdminPassword = () => useMutation({ mutationFn: changeAdminPassword });

import { Profile, type ChangePasswordBody, type UpdateProfileBody } from '@arrendo/contracts/web';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '@/lib/api-client';

export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => api.get('/profile', Profile),
});

export { unreadCountQuery } from './unread-count';

export const accountApi = {
  updateProfile: (body: UpdateProfileBody) => api.patch('/profile', body, Profile),
  changePassword: (body: z.input<typeof ChangePasswordBody>) =>
    apiRequest('/account/password', { method: 'POST', body }),
  deleteAccount: (password: string) => api.delete('/account', { body: { password } }),
  /** The BFF checks the file against the contract; here it is only passed on to the person. */
  exportData: () => apiRequest('/account/export', { timeoutMs: 30_000 }),
};

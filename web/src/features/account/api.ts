import {
  Profile,
  PromotionalConsent,
  type ChangePasswordBody,
  type PromotionalConsentBody,
  type UpdateProfileBody,
} from '@arrendo/contracts/web';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '@/lib/api-client';

export const profileQueryOptions = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => api.get('/profile', Profile),
});

/** The signed-in person's consent to promotional emails (Ley 21.719), with its date. */
export const promotionalConsentQueryOptions = queryOptions({
  queryKey: ['account', 'promotional-consent'],
  queryFn: () => api.get('/me/promotional-consent', PromotionalConsent),
});

export { unreadCountQuery } from './unread-count';

export const accountApi = {
  updateProfile: (body: UpdateProfileBody) => api.patch('/profile', body, Profile),
  changePassword: (body: z.input<typeof ChangePasswordBody>) =>
    apiRequest('/account/password', { method: 'POST', body }),
  deleteAccount: (password: string) => api.delete('/account', { body: { password } }),
  /** Putting the current state again changes nothing on the server (the date stays). */
  savePromotionalConsent: (body: PromotionalConsentBody) =>
    api.put('/me/promotional-consent', body, PromotionalConsent),
  /** The BFF checks the file against the contract; here it is only passed on to the person. */
  exportData: () => apiRequest('/account/export', { timeoutMs: 30_000 }),
};

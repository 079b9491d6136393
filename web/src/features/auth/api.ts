import {
  AuthProvidersResponse,
  EmailStatusResponse,
  SessionResponse,
  type LoginBody,
  type Locale,
  type EmailCodePurpose,
  type RegisterBody,
  type ResetPasswordBody,
  type VerifyEmailBody,
} from '@arrendo/contracts/web';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiRequest } from '@/lib/api-client';

const Ignored = z.unknown();

export const authApi = {
  emailStatus: (email: string) => api.post('/auth/email-status', { email }, EmailStatusResponse),
  register: (body: RegisterBody) => api.post('/auth/register', body, Ignored),
  login: (body: LoginBody) =>
    api.post('/auth/login', body, SessionResponse, { skipUnauthorizedHandler: true }),
  requestCode: (email: string, purpose: EmailCodePurpose, locale: Locale) =>
    api.post('/auth/codes', { email, purpose, locale }, Ignored),
  verifyEmail: (body: VerifyEmailBody) => api.post('/auth/verify-email', body, SessionResponse),
  resetPassword: (body: ResetPasswordBody) =>
    api.post('/auth/password-reset', body, SessionResponse),
  logout: () => apiRequest('/auth/logout', { method: 'POST', skipUnauthorizedHandler: true }),
};

export const providersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => api.get('/auth/providers', AuthProvidersResponse),
  staleTime: 5 * 60_000,
});

/** OAuth starts with a full-page navigation so the provider can redirect back with cookies. */
export function oauthStartUrl(provider: string): string {
  return `/api/auth/oauth/${encodeURIComponent(provider)}/start`;
}

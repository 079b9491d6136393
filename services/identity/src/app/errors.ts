import { AppError } from '@arrendo/contracts';

/** One message for a wrong email and a wrong password: the web maps it to spec §8's text. */
export function invalidCredentials(): AppError {
  return new AppError('UNAUTHENTICATED', 'Invalid login credentials');
}

export function emailNotConfirmed(): AppError {
  return new AppError('FORBIDDEN', 'Email not confirmed', { reason: 'EMAIL_NOT_CONFIRMED' });
}

/**
 * Every way in (password, code, provider, refresh) answers a suspended account with this, and
 * only once the caller has proven who they are (decision 0048); the web shows it in both languages.
 */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended. Contact support.';

export function accountSuspended(): AppError {
  return new AppError('FORBIDDEN', ACCOUNT_SUSPENDED_MESSAGE, { reason: 'ACCOUNT_SUSPENDED' });
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

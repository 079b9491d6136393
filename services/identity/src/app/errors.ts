import { AppError } from '@arrendo/contracts';

/** One message for a wrong email and a wrong password: the web maps it to spec §8's text. */
export function invalidCredentials(): AppError {
  return new AppError('UNAUTHENTICATED', 'Invalid login credentials');
}

export function emailNotConfirmed(): AppError {
  return new AppError('FORBIDDEN', 'Email not confirmed', { reason: 'EMAIL_NOT_CONFIRMED' });
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

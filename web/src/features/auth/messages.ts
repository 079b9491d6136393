import type { TFunction } from 'i18next';
import {
  AVATAR_URL_MESSAGES,
  PASSWORD_CHARACTERS_MESSAGE,
  TEXT_MESSAGES,
} from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';

/**
 * The contracts' zod schemas carry the spec's English messages; the forms show them through the
 * catalogue so Spanish users read Spanish. Unknown messages are shown as they are.
 */
const KEY_BY_MESSAGE: Record<string, string> = {
  'Please enter your email address': 'validation.emailRequired',
  'Please enter a valid email address': 'validation.emailInvalid',
  'Please enter your password': 'validation.passwordRequired',
  'Password must be at least 8 characters': 'validation.passwordTooShort',
  'Passwords do not match': 'validation.passwordsDoNotMatch',
  'Please enter your first name': 'validation.firstNameRequired',
  'Please enter your last name': 'validation.lastNameRequired',
  'Please enter your birth date': 'validation.birthDateRequired',
  'You must be at least 18 years old': 'validation.tooYoung',
  'Please enter a valid phone number': 'validation.phoneInvalid',
  'Enter the 6-digit code': 'validation.codeRequired',
  'Please enter a valid URL': 'validation.urlInvalid',
  [AVATAR_URL_MESSAGES.scheme]: 'validation.urlHttpsOnly',
  'The photo address is too long': 'validation.urlTooLong',
  [TEXT_MESSAGES.singleLineControl]: 'validation.singleLineControl',
  [TEXT_MESSAGES.multiLineControl]: 'validation.multiLineControl',
  [TEXT_MESSAGES.brokenUnicode]: 'validation.brokenUnicode',
  [PASSWORD_CHARACTERS_MESSAGE]: 'validation.passwordCharacters',
  'Please enter a valid date': 'validation.dateInvalid',
  'Please enter a valid date and time': 'validation.dateTimeInvalid',
};

export function translateMessage(t: TFunction<'auth'>, message: string | undefined): string {
  if (!message) return '';
  const key = KEY_BY_MESSAGE[message];
  return key ? t(key) : message;
}

/** 429 and unreachable-server answers get our own wording in the user's language. */
function transportMessage(t: TFunction<'auth'>, error: ApiError): string | null {
  if (error.status === 429 || error.code === 'RATE_LIMITED') {
    const seconds = error.details?.retryAfterSeconds;
    return seconds ? `${t('errors.tooManyRequests')} (${seconds} s)` : t('errors.tooManyRequests');
  }
  if (error.status === 0) return t('errors.generic');
  if (error.status >= 500) {
    // The server failed: the reference lets support find this very request.
    const reference = error.traceId ? t('common:errors.reference', { id: error.traceId }) : '';
    return reference ? `${t('errors.generic')} ${reference}` : t('errors.generic');
  }
  return null;
}

/** Spec §8: 'Invalid login credentials' → 'Incorrect email or password'; others as they are. */
export function loginErrorMessage(t: TFunction<'auth'>, error: unknown): string {
  if (!ApiError.is(error)) return t('errors.authentication');
  const transport = transportMessage(t, error);
  if (transport) return transport;
  // Decision 0048: said as such, never as a wrong password.
  if (error.details?.reason === 'ACCOUNT_SUSPENDED') return t('errors.accountSuspended');
  if (error.status === 401 || /invalid login credentials/i.test(error.message)) {
    return t('errors.incorrectCredentials');
  }
  return translateMessage(t, error.fields[0]?.message ?? error.message);
}

/** Server message when there is one, otherwise the spec's fallback for that action. */
export function apiErrorMessage(
  t: TFunction<'auth'>,
  error: unknown,
  fallbackKey: 'errors.generic' | 'errors.registration' | 'errors.verify' | 'errors.resetEmail',
  { useServerMessage = true }: { useServerMessage?: boolean } = {},
): string {
  if (!ApiError.is(error)) return t(fallbackKey);
  const transport = transportMessage(t, error);
  if (transport) return transport;
  if (!useServerMessage) return t(fallbackKey);
  const message = error.fields[0]?.message ?? error.message;
  return message ? translateMessage(t, message) : t(fallbackKey);
}

export function isEmailNotConfirmed(error: unknown): boolean {
  return (
    ApiError.is(error) && error.status === 403 && error.details?.reason === 'EMAIL_NOT_CONFIRMED'
  );
}

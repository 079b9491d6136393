import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage, translateMessage } from '@/features/auth/messages';
import { ACCOUNT_NUMBER_MESSAGE, RUT_MESSAGE } from '@arrendo/contracts/web';

/**
 * The contract's schemas (`BankAccountInput`) carry English messages, and the BFF answers a bad
 * field with the same ones: both are shown through the catalogue. The bank's and the account
 * type's messages are not exported as constants; messages.test.ts checks they are still these.
 */
export const KEY_BY_MESSAGE: Readonly<Record<string, string>> = {
  [RUT_MESSAGE]: 'form.errors.rut',
  'Enter the account holder’s name': 'form.errors.holderName',
  'Choose your bank': 'form.errors.bank',
  'Choose the account type': 'form.errors.accountType',
  [ACCOUNT_NUMBER_MESSAGE]: 'form.errors.accountNumber',
};

/** A field's message in the reader's language; the shared text messages come from `auth`. */
export function fieldMessage(
  t: TFunction<'payout-setup'>,
  tAuth: TFunction<'auth'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = KEY_BY_MESSAGE[message];
  return key ? t(key) : translateMessage(tAuth, message) || undefined;
}

/** Why a code was refused, as the page acts on it. */
export type ConfirmFailure =
  /** The change is over (expired, replaced or cancelled): the form again. */
  | { kind: 'gone' }
  /** Shown on the code: wrong (with the attempts left), used, locked, not six digits. */
  | { kind: 'code'; message: string }
  /** Anything else (the network, too many requests): above the buttons. */
  | { kind: 'other'; message: string };

export function confirmFailure(
  t: TFunction<'payout-setup'>,
  tAuth: TFunction<'auth'>,
  error: unknown,
): ConfirmFailure {
  if (!ApiError.is(error)) return { kind: 'other', message: tAuth('errors.generic') };
  const reason = error.details?.reason;
  if (error.isNotFound || reason === 'OTP_EXPIRED') return { kind: 'gone' };
  if (reason === 'OTP_INVALID') {
    const left = error.details?.attemptsLeft;
    return {
      kind: 'code',
      message:
        typeof left === 'number'
          ? t('confirm.errors.invalidWithAttempts', { count: left })
          : t('confirm.errors.invalid'),
    };
  }
  if (reason === 'OTP_USED') return { kind: 'code', message: t('confirm.errors.used') };
  if (reason === 'OTP_LOCKED') return { kind: 'code', message: t('confirm.errors.locked') };
  const onCode = error.fieldMessage('code');
  if (onCode) return { kind: 'code', message: fieldMessage(t, tAuth, onCode) ?? onCode };
  return { kind: 'other', message: apiErrorMessage(tAuth, error, 'errors.generic') };
}

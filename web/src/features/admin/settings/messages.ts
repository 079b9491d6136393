import type { TFunction } from 'i18next';

/**
 * The contract's schemas (`AdminSettingsForm`: `ServiceFeePercent`, `HoldMinutes`,
 * `RequestExpiryHours`) carry English messages, and the BFF answers a bad field with the same
 * ones: both are shown through the catalogue (messages.test.ts checks they are still these).
 */
export const SETTINGS_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Enter a percentage': 'errors.feeNumber',
  'Enter a fee of at least 0%': 'errors.feeMin',
  'Enter a fee of at most 30%': 'errors.feeMax',
  'Use at most two decimals': 'errors.feeDecimals',
  'Choose on or off': 'errors.generic',
  'Enter a number of minutes': 'errors.holdNumber',
  'Enter a whole number of minutes': 'errors.holdWhole',
  'Enter at least 5 minutes': 'errors.holdMin',
  'Enter at most 60 minutes': 'errors.holdMax',
  'Enter a number of hours': 'errors.requestNumber',
  'Enter a whole number of hours': 'errors.requestWhole',
  'Enter at least 1 hour': 'errors.requestMin',
  'Enter at most 72 hours': 'errors.requestMax',
};

/** A field's message in the reader's language; one we do not know reads as the generic one. */
export function settingsFieldMessage(
  t: TFunction<'admin-settings'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  return t(SETTINGS_MESSAGE_KEYS[message] ?? 'errors.invalid');
}

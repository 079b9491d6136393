import type { TFunction } from 'i18next';
import { translateMessage } from '@/features/auth/messages';

/** What the claim form's booking field says when it is not a booking's ID. */
export const BOOKING_ID_MESSAGE = 'Enter the booking ID';

/**
 * The contract's schemas (`FailureReason`, `PayoutClaimRequest`) carry English messages, and the
 * BFF answers a bad field with the same ones: both are shown through the catalogue
 * (messages.test.ts checks the failure reason's are still these). Unknown ones as they are.
 */
const KEY_BY_MESSAGE: Readonly<Record<string, string>> = {
  'Say why the transfer failed': 'revenue.markFailed.errors.required',
  'Keep the reason under 300 characters': 'revenue.markFailed.errors.tooLong',
  'Say what the claim is for': 'revenue.claim.errors.noteRequired',
  'Keep the note under 300 characters': 'revenue.claim.errors.noteTooLong',
  'Enter a whole number of pesos': 'revenue.claim.errors.amount',
  'Enter an amount other than zero': 'revenue.claim.errors.zero',
  'Enter at most 100.000.000 pesos': 'revenue.claim.errors.tooLarge',
  [BOOKING_ID_MESSAGE]: 'revenue.claim.errors.bookingId',
  // zod's own, as the BFF sends it for a booking ID that is no UUID.
  'Invalid UUID': 'revenue.claim.errors.bookingId',
};

/** A field's message in the reader's language; the shared text messages come from `auth`. */
export function fieldMessage(
  t: TFunction<'admin'>,
  tAuth: TFunction<'auth'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = KEY_BY_MESSAGE[message];
  return key ? t(key) : translateMessage(tAuth, message) || undefined;
}

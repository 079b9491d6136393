import { recordDeadLetter } from '@arrendo/kit';
import type { PaymentProvider } from '@arrendo/contracts';
import type { MoneyMismatch } from '../domain/notified-money.js';
import type { ProviderEvent } from '../providers/provider.js';
import type { PaymentDeps } from './deps.js';

/**
 * The dead letter of a provider notice refused because it disagreed with its payment about
 * money. Nothing of the notice was applied and nothing is to be retried: Retry on the
 * dead-letter page only marks it as seen.
 */
export const MISMATCHED_NOTICE_LETTER = 'payment.notice.mismatch';

/**
 * A verified notice that disagrees with its payment about money is a provider's bug, a
 * misconfiguration or a forgery signed with a leaked secret. It is logged as an error and
 * listed on the operators' dead-letter page, one letter per notice (the provider's retries of
 * it update the same letter). Written outside the notice's transaction, which is rolled back.
 */
export async function reportMismatchedNotice(
  deps: PaymentDeps,
  provider: PaymentProvider,
  event: ProviderEvent,
  paymentId: string,
  mismatch: MoneyMismatch,
): Promise<void> {
  const details = {
    paymentId,
    provider,
    eventId: event.eventId,
    type: event.type,
    expected: mismatch.expected,
    reported: mismatch.reported,
  };
  deps.logger.error(details, `provider notice refused, payment left unchanged: ${mismatch.reason}`);
  const { expected, reported } = mismatch;
  try {
    await recordDeadLetter(deps.db, {
      source: 'saga',
      name: MISMATCHED_NOTICE_LETTER,
      key: `${provider}:${event.eventId}`,
      payload: details,
      error:
        `${provider} notice ${event.eventId} (${event.type}) refused: ${mismatch.reason}. ` +
        `Payment: ${expected.amount} ${expected.currency}; notice: ` +
        `${reported.amount ?? 'no amount'} ${reported.currency ?? 'no currency'}. ` +
        'Nothing was applied. Check the payment at the provider; Retry applies nothing and ' +
        'only marks this as seen.',
      attempts: 1,
    });
  } catch (error) {
    // The refusal stands without its letter: the log line above says everything.
    deps.logger.error({ err: error, ...details }, 'could not record the refused notice');
  }
}

import { useTranslation } from 'react-i18next';
import { REQUEST_RESPONSE_HOURS, type BookingPaymentState } from '@arrendo/contracts/web';

/**
 * The one sentence every page says about a request's money (decisions.md, Money): the card is
 * authorised now, charged when the host accepts, released if they decline or the request lapses.
 * Payku cannot authorise without charging, so a request it paid says so instead.
 */
export function useRequestPaymentSentence() {
  const { t } = useTranslation('common');
  return (state: BookingPaymentState | 'card' | 'local'): string =>
    t(
      state === 'paid' || state === 'local'
        ? 'common:requestPayment.charged'
        : 'common:requestPayment.authorized',
      { hours: REQUEST_RESPONSE_HOURS },
    );
}

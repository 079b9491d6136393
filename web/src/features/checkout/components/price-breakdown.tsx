import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arrendo/contracts/web';
import type { Booking } from '@arrendo/contracts/web';
import {
  QuoteLinesList,
  type QuoteLineKeys,
} from '@/features/bookings/components/quote-lines-list';
import { useFormatLocale } from '@/features/bookings/format';
import { quoteDisplay, shownIn } from '@/features/bookings/quote-lines';
import { useCurrencyState } from '@/features/preferences/currency-store';

/** Checkout lists every line as charged, whatever the tax toggle says (decisions.md, Money). */
const LINE_KEYS: QuoteLineKeys = {
  nights: 'price.nights',
  hours: 'price.hours',
  serviceFee: 'price.serviceFee',
  vat: 'price.vat',
  total: 'price.total',
};

/**
 * What happens to the CLP total, in words. A request's card is only authorised until the host
 * accepts, and released if they decline or the request lapses; Payku cannot authorise, so a
 * request it paid was charged and is refunded in full (decisions.md, Money; decision 0031).
 */
export function chargeKey(booking: Booking): string {
  if (booking.listing.instantBook) return 'price.charged';
  const payku = booking.payment.provider === 'payku' && booking.payment.state !== 'unpaid';
  switch (booking.status) {
    case 'pending':
    case 'requested':
      return payku ? 'price.requestCharged' : 'price.requestAuthorized';
    case 'declined':
      return payku ? 'price.requestCharged' : 'price.released';
    default:
      return 'price.charged';
  }
}

/**
 * The booking's price as the quote fixed it, in the visitor's currency; what is charged (or only
 * authorised, for a request) is the CLP total, said in words under it (decisions.md, Money).
 */
export function PriceBreakdown({ booking }: { booking: Booking }) {
  const { t } = useTranslation('checkout');
  const { quote } = booking;
  const { currency, rates } = useCurrencyState();
  const locale = useFormatLocale();
  const shown = quoteDisplay(quote, shownIn(quote, currency, rates));

  return (
    <section
      aria-labelledby="checkout-price-heading"
      className="rounded-2xl border border-neutral-200 p-6"
      data-testid="price-breakdown"
    >
      <h2 id="checkout-price-heading" className="mb-4 text-xl font-semibold">
        {t('price.heading')}
      </h2>
      <QuoteLinesList
        shown={shown}
        ns="checkout"
        keys={LINE_KEYS}
        totalValues={{ currency }}
        as="dl"
        className="text-sm"
        testIdPrefix="line-"
        totalTestId="line-total"
      />
      <p className="mt-3 text-sm" data-testid="charged-clp">
        {t(chargeKey(booking), { amount: formatMoney(quote.total, locale) })}
      </p>
      {currency !== 'CLP' ? (
        <p className="mt-1 text-xs text-muted">{t('price.converted', { currency })}</p>
      ) : null}
      <p className="mt-4 border-t border-neutral-200 pt-4 text-xs text-muted">
        {t('price.vatNote', { percent: quote.vatPercent })}
      </p>
    </section>
  );
}

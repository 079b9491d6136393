import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arrendo/contracts/web';
import type { Quote } from '@arrendo/contracts/web';
import { TaxToggle } from '@/features/preferences/components/tax-toggle';
import { useCurrencyState } from '@/features/preferences/currency-store';
import { useShowTaxIncluded } from '@/features/preferences/tax-store';
import { breakdownLines, displayRate, formatConverted } from '../breakdown';
import type { BreakdownLine } from '../breakdown';
import { useFormatLocale } from '../format';

/**
 * The booking's price as the quote fixed it, in the visitor's currency; what is charged is the
 * CLP total, said in words under it (decisions.md, Money).
 */
export function PriceBreakdown({ quote }: { quote: Quote }) {
  const { t } = useTranslation('checkout');
  const { currency, rates } = useCurrencyState();
  const withTax = useShowTaxIncluded();
  const locale = useFormatLocale();
  const rate = displayRate(quote, currency, rates);
  const money = (clp: number) => formatConverted(clp, currency, rate, locale);
  const percent = (value: number) => new Intl.NumberFormat(locale).format(value);

  const label = (line: BreakdownLine): string => {
    switch (line.kind) {
      case 'units':
        return t(line.unit === 'hour' ? 'price.hours' : 'price.nights', {
          price: money(line.unitPrice),
          count: line.units,
        });
      case 'fee':
        return line.name;
      case 'service':
        return t('price.serviceFee', { percent: percent(line.percent) });
      case 'vat':
        return t(line.included ? 'price.vatIncluded' : 'price.vat', {
          percent: percent(line.percent),
        });
    }
  };

  const lines = breakdownLines(quote, withTax);
  return (
    <section
      aria-labelledby="checkout-price-heading"
      className="rounded-2xl border border-neutral-200 p-6"
      data-testid="price-breakdown"
    >
      <h2 id="checkout-price-heading" className="mb-4 text-xl font-semibold">
        {t('price.heading')}
      </h2>
      <dl className="space-y-3 text-sm">
        {lines.map((line, i) => (
          <div
            key={`${line.kind}-${i}`}
            className={
              line.kind === 'vat' && line.included
                ? 'flex justify-between gap-4 text-muted'
                : 'flex justify-between gap-4'
            }
            data-testid={`line-${line.kind}`}
          >
            <dt>{label(line)}</dt>
            <dd className="shrink-0 tabular-nums">{money(line.amount)}</dd>
          </div>
        ))}
        <div
          className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base font-semibold"
          data-testid="line-total"
        >
          <dt>{t('price.total', { currency })}</dt>
          <dd className="tabular-nums">{money(quote.total.amount)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm" data-testid="charged-clp">
        {t('price.charged', { amount: formatMoney(quote.total, locale) })}
      </p>
      {currency !== 'CLP' ? (
        <p className="mt-1 text-xs text-muted">{t('price.converted', { currency })}</p>
      ) : null}
      <div className="mt-4 border-t border-neutral-200 pt-4">
        <TaxToggle />
        <p className="mt-1 text-xs text-muted">
          {withTax ? t('price.taxOnNote') : t('price.taxOffNote')}
        </p>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Money } from '@arrendo/contracts/web';
import { useFormatLocale } from '../format-locale';
import type { QuoteDisplay, QuoteLine } from '../quote-lines';

/** The translation keys of one page's breakdown (each page words the lines its own way). */
export interface QuoteLineKeys {
  nights: string;
  hours: string;
  serviceFee: string;
  vat: string;
  total: string;
}

interface QuoteLinesListProps {
  shown: QuoteDisplay;
  /** The i18n namespace `keys` live in. */
  ns: string;
  keys: QuoteLineKeys;
  /** Values for the total's label, e.g. its currency. */
  totalValues?: Record<string, string>;
  /** Test ids: `${testIdPrefix}${kind}` per line, `totalTestId` for the total. */
  testIdPrefix: string;
  totalTestId?: string;
  /** `ul`: the lines are a list and the total sits under it; `dl`: terms and amounts. */
  as: 'ul' | 'dl';
  className?: string;
  /** The test id of the list's root element. */
  testId?: string;
  /** Rows after the total, inside the `dl` (e.g. the total in another currency). */
  children?: ReactNode;
}

/**
 * A quote's price lines and total (decisions 0013, 0029), shared by the reservation panel, the checkout
 * and the receipt: the numbers come from `quoteDisplay`, the wording from each page's keys.
 */
export function QuoteLinesList(props: QuoteLinesListProps) {
  const { shown, keys, as, testIdPrefix } = props;
  const { t } = useTranslation(props.ns);
  const locale = useFormatLocale();
  const money = (m: Money) => formatMoney(m, locale);
  const percent = (value: number) => new Intl.NumberFormat(locale).format(value);

  const label = (line: QuoteLine): string => {
    switch (line.kind) {
      case 'units':
        return t(line.unit === 'hour' ? keys.hours : keys.nights, {
          price: money(line.unitPrice),
          count: line.units,
        });
      case 'fee':
        return line.name;
      case 'service':
        return t(keys.serviceFee, { percent: percent(line.percent) });
      case 'vat':
        return t(keys.vat, { percent: percent(line.percent) });
    }
  };
  const { lines } = shown;
  const rowClass = 'flex justify-between gap-4';
  const totalClass =
    'flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base font-semibold';
  const totalLabel = t(keys.total, props.totalValues ?? {});

  if (as === 'ul') {
    return (
      <div className={props.className} data-testid={props.testId}>
        <ul className="space-y-3">
          {lines.map((line, i) => (
            <li key={i} className={rowClass} data-testid={`${testIdPrefix}${line.kind}`}>
              <span>{label(line)}</span>
              <span className="shrink-0 tabular-nums">{money(line.amount)}</span>
            </li>
          ))}
        </ul>
        <p className={`mt-3 ${totalClass}`} data-testid={props.totalTestId}>
          <span>{totalLabel}</span>
          <span className="tabular-nums">{money(shown.total)}</span>
        </p>
        {props.children}
      </div>
    );
  }
  return (
    <dl className={`space-y-3 ${props.className ?? ''}`} data-testid={props.testId}>
      {lines.map((line, i) => (
        <div key={i} className={rowClass} data-testid={`${testIdPrefix}${line.kind}`}>
          <dt>{label(line)}</dt>
          <dd className="shrink-0 tabular-nums">{money(line.amount)}</dd>
        </div>
      ))}
      <div className={totalClass} data-testid={props.totalTestId}>
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums">{money(shown.total)}</dd>
      </div>
      {props.children}
    </dl>
  );
}

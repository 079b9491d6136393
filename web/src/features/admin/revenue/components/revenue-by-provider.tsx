import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderRevenue } from '@arrendo/contracts/web';
import type { RevenueFormat } from '../format';
import { useProviderName } from './provider-name';

const cell = 'py-2 pr-4 text-right tabular-nums whitespace-nowrap';

/** The fee ledger per provider, all time: what each took, gave back, and the platform kept. */
export function RevenueByProvider({
  rows,
  fmt,
}: {
  rows: readonly ProviderRevenue[];
  fmt: RevenueFormat;
}) {
  const { t } = useTranslation('admin');
  const providerName = useProviderName();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('revenue.providers.title')}
      </h3>
      {rows.length === 0 ? (
        <p className="text-neutral-600">{t('revenue.providers.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t('revenue.providers.title')}</caption>
            <thead className="border-b border-neutral-300">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('revenue.providers.provider')}
                </th>
                {(['grossCharged', 'refunded', 'platformFees', 'vatCollected'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className="py-2 pr-4 text-right">
                      {t(`revenue.platform.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.provider} className="border-b border-neutral-100">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {providerName(row.provider)}
                  </th>
                  <td className={cell}>{fmt.money(row.grossCharged)}</td>
                  <td className={cell}>{fmt.money(row.refunded)}</td>
                  <td className={cell}>{fmt.money(row.platformFees)}</td>
                  <td className={cell}>{fmt.money(row.vatCollected)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormatLocale } from '@/features/bookings/format-locale';
import type { PayoutSetup } from '@arrendo/contracts/web';
import { MaskedAccount } from './masked-account';

type ConfirmedAccount = NonNullable<PayoutSetup['bankAccount']>;

const HEADING_ID = 'payout-setup-account';

/** The account payouts go to, with the day it was confirmed and the way to change it. */
export function ConfirmedAccount({
  account,
  onChange,
}: {
  account: ConfirmedAccount;
  onChange(): void;
}) {
  const { t } = useTranslation('payout-setup');
  const locale = useFormatLocale();
  // The day in the reader's language and time zone: "November 26, 2026", "26 de noviembre de 2026".
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(account.confirmedAt),
  );
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="space-y-4 rounded-xl border border-neutral-200 p-5"
    >
      <h2 id={HEADING_ID} className="text-lg font-semibold">
        {t('account.title')}
      </h2>
      <MaskedAccount account={account} />
      <p className="text-sm text-muted">{t('account.confirmedOn', { date })}</p>
      <Button variant="secondary" onClick={onChange}>
        {t('account.change')}
      </Button>
    </section>
  );
}

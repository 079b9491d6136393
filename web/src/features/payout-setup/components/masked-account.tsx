import { useTranslation } from 'react-i18next';
import type { MaskedBankAccount } from '@arrendo/contracts/web';

/** An account as the server shows it back: never the whole RUT or number. */
export function MaskedAccount({ account }: { account: MaskedBankAccount }) {
  const { t } = useTranslation('payout-setup');
  const rows = [
    [t('account.holder'), account.holderName],
    [t('account.bank'), account.bankName],
    [t('account.type'), t(`accountTypes.${account.accountType}`)],
    [t('account.number'), t('account.numberMasked', { last4: account.numberLast4 })],
    [t('account.rut'), account.rutMasked],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

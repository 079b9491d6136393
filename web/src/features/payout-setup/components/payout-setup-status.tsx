import { useTranslation } from 'react-i18next';

/** What the page last did, announced; an empty live region stays so the next one is read. */
export type Notice = 'confirmed' | 'cancelled' | 'expired' | 'refill' | { resentTo: string } | null;

export function PayoutSetupStatus({ notice }: { notice: Notice }) {
  const { t } = useTranslation('payout-setup');
  const text =
    notice === null
      ? ''
      : typeof notice === 'object'
        ? t('status.resent', { emailHint: notice.resentTo })
        : notice === 'refill'
          ? t('confirm.refill')
          : t(`status.${notice}`);
  return (
    <p
      role="status"
      className={text ? 'mb-6 rounded-lg bg-neutral-100 px-4 py-3 text-sm font-medium' : 'sr-only'}
    >
      {text}
    </p>
  );
}

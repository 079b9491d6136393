import { useTranslation } from 'react-i18next';
import type { HostPayoutLine, HostPayoutsResponse } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

type PayoutStatus = HostPayoutsResponse['payouts'][number]['status'];
type LineStatus = HostPayoutLine['status'];

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const PAYOUT_TONES: Record<PayoutStatus, string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  paid: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

const LINE_TONES: Record<LineStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  paid: 'bg-green-100 text-green-900',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('payouts');
  return (
    <span data-testid="payout-status" className={cn(badge, PAYOUT_TONES[status])}>
      {t(`payouts.status.${status}`)}
    </span>
  );
}

export function LineStatusBadge({ status }: { status: LineStatus }) {
  const { t } = useTranslation('payouts');
  return (
    <span data-testid="line-status" className={cn(badge, LINE_TONES[status])}>
      {t(`lines.status.${status}`)}
    </span>
  );
}

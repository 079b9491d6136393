import { useTranslation } from 'react-i18next';
import type { ClaimStatus } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

const TONES: Record<ClaimStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-neutral-200 text-neutral-800',
  withdrawn: 'bg-neutral-200 text-neutral-800',
};

/** A claim's state in words, the same chip on the parties' pages, the booking and the admin's. */
export function ClaimStatusChip({ status }: { status: ClaimStatus }) {
  const { t } = useTranslation('claims');
  return (
    <span
      data-testid="claim-status"
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}
    >
      {t(`status.${status}`)}
    </span>
  );
}

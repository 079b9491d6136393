import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

const TONES: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  requested: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
  declined: 'bg-neutral-200 text-neutral-800',
  expired: 'bg-neutral-200 text-neutral-800',
};

/** The booking's status in words; `viewer` picks the host's wording for requests. */
export function StatusBadge({
  status,
  viewer = 'guest',
}: {
  status: BookingStatus;
  viewer?: 'guest' | 'host';
}) {
  const { t } = useTranslation('trips');
  const label =
    status === 'requested' && viewer === 'host' ? t('status.requestedHost') : t(`status.${status}`);
  return (
    <span
      data-testid="booking-status"
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}
    >
      {label}
    </span>
  );
}

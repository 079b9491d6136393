import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

const TONE: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  requested: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-900',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-neutral-200 text-neutral-800',
};

/** A booking's status as a chip (the words carry it; the colour only helps). */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin-bookings');
  return (
    <span
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-medium', TONE[status])}
      data-testid="admin-booking-status"
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ConversationRole, ConversationSummary } from '@arrendo/contracts/web';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { Avatar } from '@/features/account/components/avatar';
import { bookingDetailQueryOptions } from '@/features/bookings/api';
import { useBookingFormat } from '@/features/bookings/format';
import { StatusBadge } from '@/features/trips/components/status-badge';
import { StageChip } from '../components/stage-chip';
import { participantName } from '../participant-name';

/** Who the conversation is with, about which listing, and the booking it is tied to. */
export function ThreadHeader({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('messages');
  const { other, listing } = conversation;
  const name = participantName(other.firstName, t);
  return (
    <header className="border-b border-neutral-200 px-4 py-3 md:px-6">
      <div className="flex items-center gap-3">
        <Link
          to="/messages"
          aria-label={t('thread.back')}
          className="-ml-2 rounded-full p-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-dark lg:hidden"
        >
          <ChevronLeftIcon className="size-5" />
        </Link>
        <Avatar url={other.avatarUrl} name={name} className="size-10 text-base" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold" data-testid="thread-with">
            {name}
          </h1>
          <Link
            to="/property/$id"
            params={{ id: listing.id }}
            className="block truncate text-sm text-muted underline-offset-2 hover:underline"
          >
            {listing.title}
          </Link>
        </div>
        <StageChip stage={conversation.stage} />
      </div>
      {conversation.booking ? (
        <BookingContext bookingId={conversation.booking.id} role={conversation.role} />
      ) : (
        <p className="mt-2 text-sm text-muted">{t('booking.inquiry')}</p>
      )}
    </header>
  );
}

/**
 * The booking's dates, as the booking pages show them: its local dates and times are already in
 * the listing's time zone, which the conversation's summary does not carry, so the booking is read
 * (the same cached query its page uses).
 */
function BookingContext({ bookingId, role }: { bookingId: string; role: ConversationRole }) {
  const { t } = useTranslation('messages');
  const fmt = useBookingFormat();
  const query = useQuery(bookingDetailQueryOptions(bookingId));
  const booking = query.data?.booking;
  return (
    <div
      className="mt-2 flex min-h-7 flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      data-testid="thread-booking"
    >
      <span className="sr-only">{t('booking.label')}</span>
      {booking ? (
        <>
          <span>{fmt.when(booking)}</span>
          <StatusBadge status={booking.status} viewer={role} />
        </>
      ) : null}
      <Link
        to="/bookings/$id"
        params={{ id: bookingId }}
        className="font-semibold underline underline-offset-2"
      >
        {t('booking.view')}
      </Link>
    </div>
  );
}

import type { InboxNotificationType } from '@arrendo/contracts/web';
import { ChatIcon } from '@/components/ui/icons/chat';
import { CheckIcon } from '@/components/ui/icons/check';
import { CloseIcon } from '@/components/ui/icons/close';
import { StarIcon } from '@/components/ui/icons/star';
import { SuitcaseIcon } from '@/components/ui/icons/suitcase';
import { BoltIcon } from '@/components/ui/icons/bolt';
import { GridIcon } from '@/components/ui/icons/grid';

/** One icon per kind of news: trips, money, messages, reviews, listings. */
export function NotificationIcon({ type }: { type: InboxNotificationType }) {
  const props = { className: 'size-5', 'aria-hidden': true } as const;
  switch (type) {
    case 'booking_requested':
    case 'booking_confirmed':
    case 'booking_accepted':
      return <SuitcaseIcon {...props} />;
    case 'booking_declined':
    case 'booking_cancelled':
    case 'payout_failed':
      return <CloseIcon {...props} />;
    case 'payment_received':
    case 'refund_issued':
    case 'payout_paid':
      return <CheckIcon {...props} />;
    case 'message_received':
    case 'claim_message':
      return <ChatIcon {...props} />;
    case 'review_received':
    case 'review_published':
      return <StarIcon {...props} />;
    case 'listing_published':
    case 'listing_relisted':
      return <GridIcon {...props} />;
    case 'listing_unlisted':
      return <CloseIcon {...props} />;
    default:
      return <BoltIcon {...props} />;
  }
}

import type { TFunction } from 'i18next';
import { formatMoney, type InboxNotification } from '@arrendo/contracts/web';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amountOf = (value: unknown, locale: string): string =>
  typeof value === 'number' ? formatMoney({ amount: value, currency: 'CLP' }, locale) : '';

/**
 * A notification in the viewer's current language, from its type and facts; the words stored when
 * it was made (in the recipient's language then) when the catalogue has none for it.
 */
export function wordNotification(
  n: InboxNotification,
  t: TFunction<'notifications'>,
  locale: string,
): { title: string; body: string } {
  const d = n.data;
  // Booking and review notifications read differently for the guest and for the host.
  const role = d['role'] === 'guest' || d['role'] === 'host' ? `.${d['role']}` : '';
  const key = `items.${n.type}${role}`;
  const values = {
    listing: text(d['listingTitle']),
    name: text(d['otherName']) || text(d['authorName']) || text(d['senderName']),
    amount: amountOf(d['amount'], locale),
    refund: amountOf(d['refund'], locale),
    reason: text(d['reason']),
    preview: text(d['preview']),
    count: typeof d['count'] === 'number' ? d['count'] : 1,
  };
  // Facts an older notification lacks: its own words, not a sentence with holes.
  // (A listing's publication is worded once, with its title, in the owner's language.)
  // So is an admin's warning, which quotes the admin's own words.
  // And an admin's unlisting or relisting of a listing, which quotes the admin's reason.
  if (
    n.type === 'listing_published' ||
    n.type === 'sender_warned' ||
    n.type === 'listing_unlisted' ||
    n.type === 'listing_relisted'
  ) {
    return { title: n.title, body: n.body };
  }
  const payout = n.type === 'payout_paid' || n.type === 'payout_failed';
  const complete = n.type === 'message_received' ? values.preview !== '' : values.listing !== '';
  if (!payout && !complete) return { title: n.title, body: n.body };
  const title = t(`${key}.title`, { ...values, defaultValue: n.title });
  let body = t(`${key}.body`, { ...values, defaultValue: n.body });
  if (n.type === 'booking_cancelled' && typeof d['refund'] === 'number' && d['refund'] > 0) {
    body = `${body} ${t('items.refundNote', values)}`;
  }
  return { title, body };
}

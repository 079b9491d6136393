import type { NotificationRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import { sql } from 'kysely';
import type { NotificationDeps } from '../../app/deps.js';
import { toEmailLogEntry } from '../../repositories/email-log.repository.js';
import { assertAdmin } from './admin-emails.js';

/** `LIKE` text that matches itself only (ids are uuids, but the pattern stays literal). */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `rpc.notification.admin.booking` (decision 0050): the notifications made about one booking
 * (booking and payment notifications both carry `data.bookingId`) and the emails sent about it,
 * found by their job ids — a booking email's names the booking, a refund email's the payment.
 * Oldest first. Admin reads, seldom: no index of their own (the log's scan is the cost).
 */
export function adminBookingHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.adminBooking> {
  return async ({ bookingId, paymentIds }, call) => {
    assertAdmin(call.actor, 'Only administrators can see what was sent about a booking');
    const ids = [bookingId, ...paymentIds].map((id) => `%${literal(id)}%`);
    const [notifications, emails] = await Promise.all([
      deps.db
        .selectFrom('notifications')
        .select(['id', 'user_id', 'type', 'title', 'created_at'])
        .where(sql<boolean>`data ->> 'bookingId' = ${bookingId}`)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      deps.db
        .selectFrom('email_log')
        .selectAll()
        .where(sql<boolean>`job_id LIKE ANY (${sql.val(ids)}::text[])`)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    return {
      bookingId,
      notifications: notifications.map((row) => ({
        id: row.id,
        userId: row.user_id,
        type: row.type,
        title: row.title,
        createdAt: row.created_at.toISOString(),
      })),
      emails: emails.map((row) => {
        const { text: _text, html: _html, ...summary } = toEmailLogEntry(row);
        return summary;
      }),
    };
  };
}

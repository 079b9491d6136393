import type {
  AdminTimelineEntry,
  BookingHistory,
  NotificationAdminBooking,
  PaymentAdminBooking,
  TimelineSource,
} from '@arrendo/contracts';

type Fields = AdminTimelineEntry['fields'];

const SOURCE_ORDER: Record<TimelineSource, number> = { booking: 0, payment: 1, notification: 2 };

function at(
  entries: AdminTimelineEntry[],
  when: string | null,
  source: TimelineSource,
  kind: string,
  fields: Fields,
): void {
  if (when) entries.push({ at: when, source, kind: `${source}.${kind}`, fields });
}

function bookingEntries(history: BookingHistory): AdminTimelineEntry[] {
  const entries: AdminTimelineEntry[] = [];
  for (const step of history.entries) {
    const fields: Fields = {};
    if (step.by) fields['by'] = step.by;
    if (step.reason) fields['reason'] = step.reason;
    if (step.refund) fields['refund'] = step.refund.amount;
    if (step.actorId) fields['admin'] = step.actorId;
    if (step.note) fields['note'] = step.note;
    at(entries, step.at, 'booking', step.kind, fields);
  }
  return entries;
}

function paymentEntries(money: PaymentAdminBooking): AdminTimelineEntry[] {
  const entries: AdminTimelineEntry[] = [];
  for (const p of money.payments) {
    const base = { attempt: p.attempt, provider: p.provider };
    at(entries, p.createdAt, 'payment', 'started', {
      ...base,
      method: p.method,
      amount: p.amount.amount,
      status: p.status,
    });
    at(entries, p.authorizedAt, 'payment', 'authorized', { ...base, amount: p.amount.amount });
    at(entries, p.capturedAt, 'payment', 'captured', { ...base, amount: p.amount.amount });
    at(entries, p.failedAt, 'payment', 'failed', { ...base, message: p.failureMessage });
    at(entries, p.cancelledAt, 'payment', 'released', base);
  }
  for (const r of money.refunds) {
    at(entries, r.createdAt, 'payment', 'refund', { amount: r.amount.amount, status: r.status });
  }
  for (const w of money.webhooks) {
    at(entries, w.receivedAt, 'payment', 'webhook', {
      provider: w.provider,
      type: w.type,
      event: w.eventId,
    });
  }
  for (const line of money.payoutLines) {
    at(entries, line.createdAt, 'payment', 'payoutLine', {
      line: line.kind,
      amount: line.amount.amount,
      releaseAt: line.releaseAt,
      payout: line.payoutId,
    });
  }
  return entries;
}

function notificationEntries(sent: NotificationAdminBooking): AdminTimelineEntry[] {
  const entries: AdminTimelineEntry[] = [];
  for (const n of sent.notifications) {
    at(entries, n.createdAt, 'notification', 'inApp', {
      type: n.type,
      title: n.title,
      user: n.userId,
    });
  }
  for (const e of sent.emails) {
    at(entries, e.sentAt ?? e.createdAt, 'notification', 'email', {
      template: e.template,
      to: e.to,
      status: e.status,
    });
  }
  return entries;
}

/**
 * One booking's timeline from its three services (decision 0050), oldest first. Instants are
 * compared as instants (services may write different offsets); at the same instant the booking's
 * step comes before the money, and the money before the news, which is the order they cause
 * each other in. A source that did not answer is null: its entries are missing, and listed.
 */
export function composeTimeline(
  history: BookingHistory,
  money: PaymentAdminBooking | null,
  sent: NotificationAdminBooking | null,
): { entries: AdminTimelineEntry[]; missing: TimelineSource[] } {
  const entries = [
    ...bookingEntries(history),
    ...(money ? paymentEntries(money) : []),
    ...(sent ? notificationEntries(sent) : []),
  ];
  const ordered = entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort(
      (a, b) =>
        a.time - b.time ||
        SOURCE_ORDER[a.entry.source] - SOURCE_ORDER[b.entry.source] ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
  const missing: TimelineSource[] = [];
  if (!money) missing.push('payment');
  if (!sent) missing.push('notification');
  return { entries: ordered, missing };
}

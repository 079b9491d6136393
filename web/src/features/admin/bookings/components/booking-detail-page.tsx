import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  type AdminBookingDetail,
  type AdminBookingPerson,
} from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { adminBookingQuery } from '../api';
import { bookingWhen, shortCode } from '../when';
import { BookingStatusChip } from './booking-status-chip';
import { BookingTimeline } from './booking-timeline';
import { CancelDialog } from './cancel-dialog';

const ACTIVE = new Set(['pending', 'requested', 'confirmed']);

/**
 * `/admin/bookings/$bookingId` (decision 0050): one booking as admins see it, its guest and host
 * (linked to their admin pages), its timeline across services, and cancelling it with the refund
 * the admin chooses while it is still active.
 */
export function BookingDetailPage({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('admin-bookings');
  const { data } = useSuspenseQuery(adminBookingQuery(bookingId));
  const [cancelling, setCancelling] = useState(false);
  const { booking } = data;
  return (
    <section className="mx-auto max-w-4xl px-6 py-12">
      <Link to="/admin/bookings" className="text-sm underline">
        {t('detail.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-semibold">
        {t('detail.heading', { code: shortCode(booking.id) })}
      </h1>
      <p className="mt-2 flex items-center gap-3 text-neutral-700">
        <BookingStatusChip status={booking.status} />
        <span>{booking.listing.title}</span>
      </p>
      {ACTIVE.has(booking.status) ? (
        <Button className="mt-4" variant="danger" size="sm" onClick={() => setCancelling(true)}>
          {t('cancel.open')}
        </Button>
      ) : null}
      <Facts detail={data} />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Person title={t('detail.guest')} person={data.guest} />
        <Person title={t('detail.host')} person={data.host} />
      </div>
      <BookingTimeline bookingId={booking.id} />
      <CancelDialog bookingId={booking.id} open={cancelling} onOpenChange={setCancelling} />
    </section>
  );
}

function Facts({ detail }: { detail: AdminBookingDetail }) {
  const { t, i18n } = useTranslation('admin-bookings');
  const { booking } = detail;
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, i18n.language);
  const instant = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const c = booking.cancellation;
  const rows: [string, string][] = [
    [t('detail.id'), booking.id],
    [t('detail.when'), bookingWhen(booking, i18n.language)],
    [t('detail.timeZone'), booking.timeZone],
    [t('detail.guests'), String(booking.guests)],
    [t('detail.total'), money(booking.quote.total)],
    [t('detail.paid'), money(booking.payment.paid)],
    [t('detail.refunded'), money(booking.payment.refunded)],
    [t('detail.paymentState'), t(`paymentStates.${booking.payment.state}`)],
    [t('detail.policy'), t(`policies.${booking.listing.refundPolicy}`)],
    [t('detail.held'), instant.format(new Date(booking.createdAt))],
  ];
  if (booking.confirmedAt) {
    rows.push([t('detail.confirmed'), instant.format(new Date(booking.confirmedAt))]);
  }
  if (c) {
    rows.push([
      t('detail.cancellation'),
      t('detail.cancellationText', {
        reason: t(`reasons.${c.reason}`),
        refund: money(c.refund),
        date: instant.format(new Date(c.at)),
      }),
    ]);
  }
  return (
    <section aria-labelledby="booking-facts" className="mt-8">
      <h2 id="booking-facts" className="mb-3 text-xl font-semibold">
        {t('detail.facts')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-neutral-600">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Person({ title, person }: { title: string; person: AdminBookingPerson | null }) {
  const { t } = useTranslation('admin-bookings');
  return (
    <section className="rounded-lg border border-neutral-200 p-4">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {person ? (
        <>
          <p>
            <Link
              to="/admin/users/$userId"
              params={{ userId: person.id }}
              className="underline hover:text-brand-dark"
            >
              {person.fullName || person.email}
            </Link>
          </p>
          <p className="text-sm break-all text-neutral-600">{person.email}</p>
        </>
      ) : (
        <p className="text-neutral-600">{t('detail.deleted')}</p>
      )}
    </section>
  );
}

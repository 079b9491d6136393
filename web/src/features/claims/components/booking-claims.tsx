import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingClaim, Claim } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { bookingClaimQueryOptions } from '../api';
import { useClaimFormat } from '../format';
import { ClaimStatusChip } from './claim-status-chip';
import { ReportDamageDialog } from './report-damage-dialog';

/**
 * A booking's claims are asked for only once its stay has ended as a confirmed booking: before
 * that there is nothing to show, and the service answers `not_yet` anyway.
 */
function useBookingClaim(booking: Booking) {
  const ended = booking.status === 'confirmed' && Date.parse(booking.endsAt) <= Date.now();
  const query = useQuery({
    ...bookingClaimQueryOptions(booking.id),
    enabled: ended,
    staleTime: 30_000,
  });
  return ended ? query.data : undefined;
}

function ReportDamageButton({
  claimWindow,
  listingTitle,
  size,
}: {
  claimWindow: BookingClaim;
  listingTitle: string;
  size?: 'sm';
}) {
  const { t } = useTranslation('claims');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant="outline" onClick={() => setOpen(true)}>
        {t('open.button')}
      </Button>
      <ReportDamageDialog
        claimWindow={claimWindow}
        listingTitle={listingTitle}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

function ClaimLine({ claim }: { claim: Claim }) {
  const { t } = useTranslation('claims');
  const fmt = useClaimFormat();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="booking-claim">
      <ClaimStatusChip status={claim.status} />
      <span className="text-sm">
        {t('booking.line', { amount: fmt.money(claim.amount), date: fmt.day(claim.createdAt) })}
      </span>
      <Link
        to="/claims/$claimId"
        params={{ claimId: claim.id }}
        className="text-sm font-semibold underline"
      >
        {t('booking.view')}
      </Link>
    </li>
  );
}

/**
 * The trip page's claims card, for the booking's host and guest: each claim's state with a link
 * to it, and for the host, while the 14 days after the stay last and no claim is open, the way to
 * report damage. After the window nothing is offered (the service refuses it too).
 */
export function BookingClaimsSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation('claims');
  const fmt = useClaimFormat();
  const data = useBookingClaim(booking);
  if (!data || data.role === 'admin') return null;
  if (data.claims.length === 0 && !data.canOpen) return null;
  return (
    <section
      aria-labelledby="claims-title"
      className="border-t border-neutral-200 py-6"
      data-testid="booking-claims"
    >
      <h2 id="claims-title" className="mb-3 text-lg font-semibold">
        {t('booking.title')}
      </h2>
      {data.claims.length > 0 ? (
        <ul className="mb-4 space-y-2">
          {data.claims.map((claim) => (
            <ClaimLine key={claim.id} claim={claim} />
          ))}
        </ul>
      ) : null}
      {data.canOpen ? (
        <>
          <p className="mb-3 text-sm text-muted">
            {t('booking.canOpen', { until: fmt.instant(data.closesAt) })}
          </p>
          <ReportDamageButton claimWindow={data} listingTitle={booking.listing.title} />
        </>
      ) : null}
    </section>
  );
}

/** The host's booking row: the newest claim's state and link, or the report button while open. */
export function HostBookingClaim({ booking }: { booking: Booking }) {
  const data = useBookingClaim(booking);
  if (!data || data.role !== 'host') return null;
  const latest = data.claims[0];
  return (
    <>
      {latest ? (
        <ul className="mt-2">
          <ClaimLine claim={latest} />
        </ul>
      ) : null}
      {data.canOpen ? (
        <div className="mt-2">
          <ReportDamageButton claimWindow={data} listingTitle={booking.listing.title} size="sm" />
        </div>
      ) : null}
    </>
  );
}

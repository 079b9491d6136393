import { randomUUID } from 'node:crypto';
import { AppError, fieldError, type ClaimRpc } from '@arrendo/contracts';
import { inTransaction } from '@arrendo/kit';
import { BOOKING_NOT_FOUND, requireSignedIn } from '../../app/access.js';
import { announceOpened } from '../../app/claim-announce.js';
import { claimDetailFor } from '../../app/claim-view.js';
import type { BookingDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { isShowable } from '../../domain/booking-mapper.js';
import { claimWindowState, maxClaimAmount, openRefusal } from '../../domain/claim-rules.js';
import { BookingRepository } from '../../repositories/booking.repository.js';
import { ClaimPhotoRepository } from '../../repositories/claim-photo.repository.js';
import { ClaimRepository } from '../../repositories/claim.repository.js';

const KEY_REUSED = 'This claim key was already used for another booking.';

/**
 * `rpc.booking.claim.open`: the booking's host claims for damage, under the booking's row lock
 * (two opens serialise; the partial unique index would stop the second anyway). Every rule is
 * checked here: the host only, a paid and confirmed booking that has ended, inside the window,
 * no other open claim, the amount under the booking's cap, the photos the host's own fresh
 * uploads. The claim, its photos and `claim.opened` commit together.
 */
export function openClaimHandler(deps: BookingDeps) {
  return inTransaction<typeof ClaimRpc.open, DB>(async (request, call, trx) => {
    requireSignedIn(call.actor);
    const me = call.actor.userId;
    const booking = await new BookingRepository(trx).findForUpdate(request.bookingId);
    // The guest, an admin and strangers alike: only the host can claim, and nobody learns more.
    if (!booking || !isShowable(booking) || !me || booking.host_id !== me) {
      throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    }
    const claims = new ClaimRepository(trx);

    // A resend after the kit forgot its key: the claim this key made answers.
    const known = await claims.findByClientKey(me, request.clientKey);
    if (known) {
      if (known.booking_id !== booking.id) {
        throw new AppError('CONFLICT', KEY_REUSED, { reason: 'client_key_reused' });
      }
      return claimDetailFor(trx, known, 'host');
    }

    const now = deps.now();
    const closesAt = await claims.windowClosesAt(booking.ends_at, booking.time_zone);
    const state = claimWindowState(
      {
        status: booking.status,
        paymentState: booking.payment_state,
        endsAt: booking.ends_at,
        closesAt,
      },
      now,
    );
    const refusal = openRefusal(state);
    if (refusal) throw new AppError('CONFLICT', refusal, { reason: `window_${state}` });

    const open = (await claims.forBooking(booking.id)).find((c) => c.status === 'open');
    if (open) {
      throw new AppError('CONFLICT', 'A claim is already open for this booking.', {
        reason: 'claim_open',
        claimId: open.id,
      });
    }
    const max = maxClaimAmount(booking.total_clp ?? booking.quote?.total.amount ?? null);
    if (request.amount > max) {
      throw fieldError('amount', `A claim on this booking can be at most ${max} pesos.`);
    }

    const row = await claims.insert({
      id: randomUUID(),
      bookingId: booking.id,
      propertyId: booking.property_id,
      hostId: booking.host_id,
      guestId: booking.guest_id,
      listingTitle: booking.listing?.title ?? '',
      amount: request.amount,
      description: request.description,
      clientKey: request.clientKey,
      stayEndedAt: booking.ends_at,
      windowClosesAt: closesAt,
      at: now,
    });
    // The booking's lock makes this unreachable but for a row written outside this path.
    if (!row) {
      throw new AppError('CONFLICT', 'A claim is already open for this booking.', {
        reason: 'claim_open',
      });
    }
    const refused = await new ClaimPhotoRepository(trx).attach(
      me,
      { claimId: row.id, messageId: null },
      request.photoIds,
      now,
    );
    if (refused.length > 0) {
      throw fieldError('photoIds', 'Some photos could not be attached; upload them again.');
    }
    await announceOpened(trx, row, request.photoIds.length);
    call.logger.info({ claimId: row.id, bookingId: booking.id }, 'damage claim opened');
    return claimDetailFor(trx, row, 'host');
  });
}

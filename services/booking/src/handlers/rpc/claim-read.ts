import { AppError, type BookingClaim, type ClaimRpc } from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import { requireSignedIn, visibleBooking } from '../../app/access.js';
import { CLAIM_NOT_FOUND, visibleClaim } from '../../app/claim-access.js';
import { claimDetailFor } from '../../app/claim-view.js';
import type { BookingDeps } from '../../app/deps.js';
import { toClaim } from '../../domain/claim-mapper.js';
import { claimWindowState, maxClaimAmount } from '../../domain/claim-rules.js';
import { BookingRepository } from '../../repositories/booking.repository.js';
import { ClaimPhotoRepository } from '../../repositories/claim-photo.repository.js';
import { ClaimRepository } from '../../repositories/claim.repository.js';

/**
 * `rpc.booking.claim.forBooking`: the booking's host or guest (an admin reads it as the host
 * would, without `canOpen`): the window and the booking's claims.
 */
export function bookingClaimHandler(deps: BookingDeps): RpcHandler<typeof ClaimRpc.forBooking> {
  return async ({ bookingId }, call): Promise<BookingClaim> => {
    const { row, party } = await visibleBooking(
      new BookingRepository(deps.db),
      bookingId,
      call.actor,
      false,
    );
    const claims = new ClaimRepository(deps.db);
    const closesAt = await claims.windowClosesAt(row.ends_at, row.time_zone);
    const window = claimWindowState(
      { status: row.status, paymentState: row.payment_state, endsAt: row.ends_at, closesAt },
      deps.now(),
    );
    const rows = await claims.forBooking(row.id);
    const photos = await new ClaimPhotoRepository(deps.db).ofClaims(rows.map((c) => c.id));
    return {
      bookingId: row.id,
      role: party,
      window,
      opensAt: row.ends_at.toISOString(),
      closesAt: closesAt.toISOString(),
      claims: rows.map((c) => toClaim(c, photos.get(c.id) ?? [])),
      canOpen: party === 'host' && window === 'open' && !rows.some((c) => c.status === 'open'),
      maxAmount: maxClaimAmount(row.total_clp ?? row.quote?.total.amount ?? null),
    };
  };
}

/** `rpc.booking.claim.get`: its host, its guest (what is for them), or an admin (everything). */
export function getClaimHandler(deps: BookingDeps): RpcHandler<typeof ClaimRpc.get> {
  return async ({ claimId }, call) => {
    const { row, role } = await visibleClaim(
      new ClaimRepository(deps.db),
      claimId,
      call.actor,
      false,
    );
    return claimDetailFor(deps.db, row, role);
  };
}

function requireAdmin(actor: { roles: readonly string[] }): void {
  if (!actor.roles.includes('admin')) {
    throw new AppError('FORBIDDEN', 'Only administrators can review claims.');
  }
}

/** `rpc.booking.claim.adminGet`: admins, every message, even an admin who is a side of it. */
export function adminGetClaimHandler(deps: BookingDeps): RpcHandler<typeof ClaimRpc.adminGet> {
  return async ({ claimId }, call) => {
    requireSignedIn(call.actor);
    requireAdmin(call.actor);
    const row = await new ClaimRepository(deps.db).find(claimId);
    if (!row) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
    return claimDetailFor(deps.db, row, 'admin');
  };
}

/** `rpc.booking.claim.adminList`: admins, newest first, optionally one status. */
export function adminListClaimsHandler(deps: BookingDeps): RpcHandler<typeof ClaimRpc.adminList> {
  return async ({ status, cursor, limit }, call) => {
    requireSignedIn(call.actor);
    requireAdmin(call.actor);
    const after = cursor ? decodeTimestampIdCursor(cursor) : undefined;
    const rows = await new ClaimRepository(deps.db).list(status, after, limit + 1);
    const items = rows.slice(0, limit);
    const photos = await new ClaimPhotoRepository(deps.db).ofClaims(items.map((c) => c.id));
    const last = items.at(-1);
    return {
      items: items.map((c) => toClaim(c, photos.get(c.id) ?? [])),
      nextCursor:
        rows.length > limit && last
          ? encodeTimestampIdCursor({ createdAt: last.cursor_at, id: last.id })
          : null,
    };
  };
}

/** `rpc.booking.claim.recordPhoto`: a processed upload becomes the signed-in caller's. */
export function recordClaimPhotoHandler(
  deps: BookingDeps,
): RpcHandler<typeof ClaimRpc.recordPhoto> {
  return async ({ photo }, call) => {
    requireSignedIn(call.actor);
    const me = call.actor.userId;
    if (!me) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    return new ClaimPhotoRepository(deps.db).record(me, photo);
  };
}

import { randomUUID } from 'node:crypto';
import { AppError } from '@arrendo/contracts';
import type { Logger, RpcCall } from '@arrendo/kit';
import type { Kysely, Transaction } from 'kysely';
import type { DB, PropertyRow } from '../../db/types.js';
import { requireManaged, requireUserId } from '../../domain/ownership.js';
import { PropertyRepository } from '../../repositories/property.repository.js';

/**
 * A listing that has been on the market leaves it, or comes back, through the booking service
 * (decision 0022): `closeListing` before an unpublish or a delete (which booking refuses while a
 * confirmed booking has not ended), `reopenListing` before a publish. That call is made with no
 * transaction open (decision 0038), so the listing's row is no longer locked while booking
 * answers. What the lock used to guarantee, a claim on the row keeps:
 *
 * 1. `before`, a short transaction: lock the row, check the actor, decide whether booking must
 *    be asked and, if so, claim the listing's market change (`market_change_token`). Commit.
 * 2. `before`, no transaction: ask booking. A failure (a refusal included) drops the claim.
 * 3. `write`, the kit's transaction: lock the row again; the claim must still be this request's
 *    (or, if booking was not asked, the row must still need no asking); write and drop it.
 *
 * One claim at a time per listing, so a close and a reopen of one listing never cross: were a
 * publish's reopen to reach booking between a delete's close and its write, a hold could land
 * and be confirmed on a listing that is then deleted, which is the one thing the upcoming
 * bookings rule forbids. A second request meanwhile is refused (CONFLICT) rather than queued
 * behind a network call. Booking's close is itself atomic (its calendar lock and the bookings'
 * row locks): once it answered, no upcoming confirmed booking exists and no new hold can be
 * taken, and only a reopen, which needs the claim, undoes that.
 *
 * A claim left behind (the process died between the steps, or step 3 failed) lapses after
 * `MARKET_CHANGE_LEASE_MS`; meanwhile the listing is closed in booking at worst, the safe side,
 * as before. The lease is several times the booking call's timeout, so a live request's claim
 * does not lapse while it waits for booking (the kit drops a request whose deadline passed
 * while it waited in booking's queue).
 */

/** How long listing waits for booking's close or reopen. */
export const BOOKING_CALL_TIMEOUT_MS = 10_000;
/** After this, a claim is taken to belong to a request that will never finish. */
export const MARKET_CHANGE_LEASE_MS = 30_000;

const BUSY = 'This listing is being updated. Please try again in a moment.';
const CHANGED = 'This listing changed meanwhile. Please try again.';

/** What `before` did, handed to `write`: the claim it holds, null when booking was not asked. */
export interface MarketChange {
  token: string | null;
}

/** Loads the listing for a write (row locked) and checks the actor may manage it. */
export async function managedForUpdate(trx: Transaction<DB>, id: string, call: RpcCall) {
  requireUserId(call.actor);
  const repo = new PropertyRepository(trx);
  return { repo, row: requireManaged(await repo.findForUpdate(id), call.actor) };
}

/**
 * Steps 1 and 2. `asksBooking(row)` says, for the row as it is under its lock, whether booking
 * must be asked (and may throw a refusal: nothing is claimed then); `ask` asks it.
 */
export async function changeMarketInBooking(
  deps: { db: Kysely<DB>; logger: Logger },
  id: string,
  call: RpcCall,
  asksBooking: (row: PropertyRow) => boolean,
  ask: (row: PropertyRow) => Promise<unknown>,
): Promise<MarketChange> {
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const { repo, row } = await managedForUpdate(trx, id, call);
    if (!asksBooking(row)) return null;
    const token = randomUUID();
    if (!(await repo.claimMarketChange(row.id, token, MARKET_CHANGE_LEASE_MS))) {
      throw new AppError('CONFLICT', BUSY);
    }
    return { row, token };
  });
  if (!claimed) return { token: null };
  try {
    await ask(claimed.row);
  } catch (error) {
    // Booking refused or did not answer: the host may try again at once. If dropping the claim
    // fails too, it lapses.
    await new PropertyRepository(deps.db)
      .releaseMarketChange(id, claimed.token)
      .catch((err: unknown) => deps.logger.warn({ err, id }, 'market change claim not dropped'));
    throw error;
  }
  return { token: claimed.token };
}

/**
 * Step 3's check, on the row locked in `write`: what `before` asked of booking still applies.
 * Returns the columns that drop the claim, for the write's update.
 */
export function confirmMarketChange(
  row: PropertyRow,
  change: MarketChange,
  asksBooking: (row: PropertyRow) => boolean,
): { market_change_token?: null; market_change_at?: null } {
  if (change.token === null) {
    // Another request changed the market meanwhile (a first publish before a delete that
    // found nothing to ask): booking was not asked what this row now needs.
    if (asksBooking(row)) throw new AppError('CONFLICT', CHANGED);
    return {};
  }
  // Only a lapsed claim is taken over: this request took longer than the lease.
  if (row.market_change_token !== change.token) throw new AppError('CONFLICT', CHANGED);
  return { market_change_token: null, market_change_at: null };
}

import { randomUUID } from 'node:crypto';
import type { ClaimApprovedEvent } from '@arrendo/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { PayoutAccountRepository } from '../repositories/payout-account.repository.js';
import { PayoutLedgerRepository } from '../repositories/payout-ledger.repository.js';

/** What the host reads on the line (`/payments`): the admin's note when there is one. */
const NOTE_MAX = 300;

function lineNote(event: ClaimApprovedEvent): string {
  const note = event.note ? `Damage claim: ${event.note}` : 'Damage claim';
  return note.length > NOTE_MAX ? `${note.slice(0, NOTE_MAX - 1)}…` : note;
}

/**
 * An approved damage claim (decision 0051) pays its host through the ledger: one positive
 * `claim` line of the approved amount, keyed `claim:<claimId>`, so a redelivered event (or the
 * inbox missing a replay) writes nothing more. The same kind of line an admin's `payoutClaim`
 * writes, released like it: with the booking's own line, or at once when that is already out
 * (the stay has ended, so normally at once). A booking with no line of its own (paid before the
 * ledger) still pays its host the claim.
 */
export async function recordApprovedClaim(
  trx: Transaction<DB>,
  event: ClaimApprovedEvent,
  now: Date,
): Promise<boolean> {
  const ledger = new PayoutLedgerRepository(trx);
  const earning = (await ledger.bookingLines(event.bookingId)).find((l) => l.kind === 'booking');
  const line = await ledger.insertLine({
    id: randomUUID(),
    ref: `claim:${event.claimId}`,
    host_id: event.hostId,
    kind: 'claim',
    booking_id: event.bookingId,
    payment_id: earning?.payment_id ?? null,
    property_id: event.propertyId,
    starts_at: new Date(event.startsAt),
    ends_at: new Date(event.endsAt),
    amount: event.approvedAmount,
    release_at: earning && earning.release_at > now ? earning.release_at : now,
    note: lineNote(event),
    created_by: event.decidedBy,
  });
  if (!line) return false;
  // The host's own trail, as for an admin's claim line; the admin audit entry was written by
  // the booking service with the approval.
  await new PayoutAccountRepository(trx).audit({
    hostId: event.hostId,
    actorId: event.decidedBy,
    action: 'claim_added',
    changeId: null,
    detail: {
      lineId: line.id,
      bookingId: event.bookingId,
      amount: line.amount,
      claimId: event.claimId,
    },
  });
  return true;
}

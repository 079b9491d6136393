import { ClaimEvents } from '@arrendo/contracts';
import { enqueueEvent } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { ClaimMessageRow, ClaimRow } from '../repositories/claim.repository.js';

const factsOf = (row: ClaimRow) => ({
  claimId: row.id,
  bookingId: row.booking_id,
  propertyId: row.property_id,
  listingTitle: row.listing_title,
  hostId: row.host_id,
  guestId: row.guest_id,
  amount: row.amount_clp,
  currency: 'CLP' as const,
});

/** Every claim event goes through the outbox, in the transaction that made the change. */
export async function announceOpened(
  trx: Transaction<DB>,
  row: ClaimRow,
  photoCount: number,
): Promise<void> {
  await enqueueEvent(trx, ClaimEvents.OPENED, {
    ...factsOf(row),
    description: row.description,
    photoCount,
    openedAt: row.created_at.toISOString(),
  });
}

export async function announceMessage(
  trx: Transaction<DB>,
  row: ClaimRow,
  message: ClaimMessageRow,
): Promise<void> {
  await enqueueEvent(trx, ClaimEvents.MESSAGE_ADDED, {
    ...factsOf(row),
    messageId: message.id,
    authorRole: message.author_role,
    authorId: message.author_id,
    to: message.audience,
    sentAt: message.created_at.toISOString(),
  });
}

/** Decided or withdrawn: the row as it now stands. `period`: the booking's, for the ledger. */
export async function announceDecision(
  trx: Transaction<DB>,
  row: ClaimRow,
  period: { startsAt: Date; endsAt: Date },
): Promise<void> {
  const decidedAt = row.decided_at;
  if (!decidedAt) throw new Error(`claim ${row.id} is not decided`);
  switch (row.status) {
    case 'approved': {
      if (row.approved_clp === null || !row.decided_by) {
        throw new Error(`claim ${row.id} is approved without an amount or an admin`);
      }
      await enqueueEvent(trx, ClaimEvents.APPROVED, {
        ...factsOf(row),
        approvedAmount: row.approved_clp,
        startsAt: period.startsAt.toISOString(),
        endsAt: period.endsAt.toISOString(),
        note: row.decision_note,
        decidedBy: row.decided_by,
        decidedAt: decidedAt.toISOString(),
      });
      return;
    }
    case 'rejected': {
      if (row.decision_note === null || !row.decided_by) {
        throw new Error(`claim ${row.id} is rejected without a note or an admin`);
      }
      await enqueueEvent(trx, ClaimEvents.REJECTED, {
        ...factsOf(row),
        note: row.decision_note,
        decidedBy: row.decided_by,
        decidedAt: decidedAt.toISOString(),
      });
      return;
    }
    case 'withdrawn':
      await enqueueEvent(trx, ClaimEvents.WITHDRAWN, {
        ...factsOf(row),
        withdrawnAt: decidedAt.toISOString(),
      });
      return;
    case 'open':
      throw new Error(`claim ${row.id} is still open`);
  }
}

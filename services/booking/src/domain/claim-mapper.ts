import type { Claim, ClaimMessage, Photo } from '@arrendo/contracts';
import type { ClaimMessageRow, ClaimRow } from '../repositories/claim.repository.js';

export function toClaim(row: ClaimRow, photos: Photo[]): Claim {
  return {
    id: row.id,
    bookingId: row.booking_id,
    propertyId: row.property_id,
    listingTitle: row.listing_title,
    hostId: row.host_id,
    guestId: row.guest_id,
    amount: row.amount_clp,
    currency: 'CLP',
    description: row.description,
    photos,
    status: row.status,
    stayEndedAt: row.stay_ended_at.toISOString(),
    windowClosesAt: row.window_closes_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    approvedAmount: row.approved_clp,
    decisionNote: row.decision_note,
  };
}

export function toClaimMessage(row: ClaimMessageRow, photos: Photo[]): ClaimMessage {
  return {
    id: row.id,
    claimId: row.claim_id,
    authorRole: row.author_role,
    authorId: row.author_id,
    to: row.audience,
    body: row.body,
    photos,
    createdAt: row.created_at.toISOString(),
  };
}

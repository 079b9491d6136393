import type { ClaimDetail, ClaimViewerRole } from '@arrendo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import { toClaim, toClaimMessage } from '../domain/claim-mapper.js';
import { acceptsMessages, readsMessage } from '../domain/claim-rules.js';
import { ClaimPhotoRepository } from '../repositories/claim-photo.repository.js';
import { ClaimRepository, type ClaimRow } from '../repositories/claim.repository.js';

/**
 * A claim as one viewer sees it: every field, and the messages they may read (a side never sees
 * an admin's message meant for the other side alone). Read in `db`, which may be the transaction
 * that just changed it.
 */
export async function claimDetailFor(
  db: Kysely<DB>,
  row: ClaimRow,
  role: ClaimViewerRole,
): Promise<ClaimDetail> {
  // One after the other: `db` may be a transaction, which runs on one connection anyway.
  const messages = await new ClaimRepository(db).messages(row.id);
  const photos = await new ClaimPhotoRepository(db).ofClaim(row.id);
  return {
    role,
    claim: toClaim(row, photos.claim),
    messages: messages
      .filter((m) => readsMessage(role, m.audience))
      .map((m) => toClaimMessage(m, photos.byMessage.get(m.id) ?? [])),
    canMessage: acceptsMessages(row.status, messages.length),
  };
}

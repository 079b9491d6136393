import { randomUUID } from 'node:crypto';
import {
  AppError,
  fieldError,
  type Actor,
  type ClaimAudience,
  type ClaimAuthorRole,
  type ClaimDetail,
  type ClaimRpc,
} from '@arrendo/contracts';
import { inTransaction, recordAdminAction } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import { announceMessage } from '../../app/claim-announce.js';
import { CLAIM_NOT_FOUND, requireAdminPerson, visibleClaim } from '../../app/claim-access.js';
import { claimDetailFor } from '../../app/claim-view.js';
import type { BookingDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { acceptsMessages } from '../../domain/claim-rules.js';
import { ClaimPhotoRepository } from '../../repositories/claim-photo.repository.js';
import { ClaimRepository, type ClaimRow } from '../../repositories/claim.repository.js';

interface Draft {
  claimId: string;
  clientId: string;
  body: string;
  photoIds: string[];
}

const CLIENT_ID_REUSED = 'This message id was already used for another claim.';

/**
 * Writes one message on a claim locked by the caller. A resend with the same client id answers
 * the claim as it stands (the first send landed); a claim no longer open, or one at its cap,
 * takes nothing more (CONFLICT).
 */
async function writeMessage(
  deps: BookingDeps,
  trx: Transaction<DB>,
  claim: ClaimRow,
  author: { id: string; role: ClaimAuthorRole; to: ClaimAudience },
  draft: Draft,
): Promise<{ sent: boolean; messageId: string }> {
  const claims = new ClaimRepository(trx);
  const known = await claims.messageByClient(author.id, draft.clientId);
  if (known) {
    if (known.claim_id !== claim.id) {
      throw new AppError('CONFLICT', CLIENT_ID_REUSED, { reason: 'client_id_reused' });
    }
    return { sent: false, messageId: known.id };
  }
  if (!acceptsMessages(claim.status, await claims.messageCount(claim.id))) {
    throw new AppError(
      'CONFLICT',
      claim.status === 'open'
        ? 'This claim has reached its limit of messages.'
        : `This claim is ${claim.status}; it takes no more messages.`,
      { reason: claim.status === 'open' ? 'message_limit' : `claim_${claim.status}` },
    );
  }
  const now = deps.now();
  const message = await claims.insertMessage({
    id: randomUUID(),
    claimId: claim.id,
    authorId: author.id,
    authorRole: author.role,
    audience: author.to,
    body: draft.body,
    clientId: draft.clientId,
    at: now,
  });
  // The claim's lock serialises one author's sends: unreachable but for a row written elsewhere.
  if (!message) throw new AppError('CONFLICT', CLIENT_ID_REUSED, { reason: 'client_id_reused' });
  const refused = await new ClaimPhotoRepository(trx).attach(
    author.id,
    { claimId: claim.id, messageId: message.id },
    draft.photoIds,
    now,
  );
  if (refused.length > 0) {
    throw fieldError('photoIds', 'Some photos could not be attached; upload them again.');
  }
  await claims.touch(claim.id, now);
  await announceMessage(trx, claim, message);
  return { sent: true, messageId: message.id };
}

async function answer(trx: Transaction<DB>, claimId: string, role: 'host' | 'guest' | 'admin') {
  const row = await new ClaimRepository(trx).find(claimId);
  if (!row) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  return claimDetailFor(trx, row, role);
}

/**
 * `rpc.booking.claim.message`: the claim's host or guest writes to everyone on it. An admin who
 * is neither uses `adminMessage` (here: NOT_FOUND, as for anyone else who is not a side).
 */
export function claimMessageHandler(deps: BookingDeps) {
  return inTransaction<typeof ClaimRpc.message, DB>(async (request, call, trx) => {
    const { row, role } = await visibleClaim(
      new ClaimRepository(trx),
      request.claimId,
      call.actor,
      true,
    );
    const me = call.actor.userId;
    if (role === 'admin' || !me) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
    await writeMessage(deps, trx, row, { id: me, role, to: 'both' }, request);
    return answer(trx, row.id, role);
  });
}

function auditMessage(
  trx: Transaction<DB>,
  actor: Actor,
  claimId: string,
  sent: {
    messageId: string;
    to: ClaimAudience;
  },
) {
  return recordAdminAction(trx, 'booking', {
    actor,
    action: 'booking.claim.message',
    target: { type: 'claim', id: claimId },
    before: null,
    after: { messageId: sent.messageId, to: sent.to },
  });
}

/** `rpc.booking.claim.adminMessage`: an admin asks the host, the guest or both; audited. */
export function adminClaimMessageHandler(deps: BookingDeps) {
  return inTransaction<typeof ClaimRpc.adminMessage, DB>(
    async (request, call, trx): Promise<ClaimDetail> => {
      const adminId = requireAdminPerson(call.actor, 'write on claims as Arrendo');
      const row = await new ClaimRepository(trx).findForUpdate(request.claimId);
      if (!row) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
      const sent = await writeMessage(
        deps,
        trx,
        row,
        { id: adminId, role: 'admin', to: request.to },
        request,
      );
      if (sent.sent) await auditMessage(trx, call.actor, row.id, { ...sent, to: request.to });
      return answer(trx, row.id, 'admin');
    },
  );
}

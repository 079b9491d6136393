import { randomUUID } from 'node:crypto';
import { AppError, IdentityRpc, type Actor, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { readPayoutSetup } from '../../app/payout-setup.js';
import { maskedAccount, maskedColumns, sealBankDetails } from '../../domain/bank-details.js';
import { PayoutAccountRepository } from '../../repositories/payout-account.repository.js';

function hostOf(actor: Actor): string {
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return actor.userId;
}

const GONE = 'This change is no longer waiting. Enter your bank details again.';

export function payoutSetupHandler(deps: PaymentDeps): RpcHandler<typeof PaymentRpc.payoutSetup> {
  return async (_request, call) =>
    readPayoutSetup(deps.db, deps.payoutKeys, hostOf(call.actor), deps.now());
}

/**
 * Stores the details sealed as a waiting change and has identity send a code to the account's
 * own email. The code is asked for first: when identity refuses (too many codes), nothing waits.
 * A newer proposal replaces a waiting one (its code no longer confirms anything).
 */
export function proposeBankAccountHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.proposeBankAccount> {
  return async (details, call) => {
    const hostId = hostOf(call.actor);
    const code = await deps.client.call(
      IdentityRpc.issueActorCode,
      { purpose: 'confirm_payout' },
      { actor: call.actor },
    );
    const id = randomUUID();
    const masked = maskedColumns(details);
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      const repo = new PayoutAccountRepository(trx);
      const replaced = await repo.replaceWaiting(hostId, now);
      if (replaced) {
        await repo.audit({
          hostId,
          actorId: hostId,
          action: 'change_replaced',
          changeId: replaced,
          detail: { by: id },
        });
      }
      await repo.insertChange({
        id,
        host_id: hostId,
        sealed_details: sealBankDetails(deps.payoutKeys, hostId, details),
        ...masked,
        code_id: code.codeId,
        email_hint: code.emailHint,
        expires_at: new Date(code.expiresAt),
      });
      await repo.audit({
        hostId,
        actorId: hostId,
        action: 'change_requested',
        changeId: id,
        detail: { ...masked, codeId: code.codeId },
      });
    });
    return {
      ...maskedAccount(details.holderName, masked),
      changeId: id,
      expiresAt: code.expiresAt,
      emailHint: code.emailHint,
    };
  };
}

/**
 * The code makes the change the payout account. Identity checks the code (and counts wrong
 * guesses); only then is the change adopted, under a lock, so two confirmations adopt it once.
 * A change already confirmed answers the set-up again: a retried request changes nothing.
 */
export function confirmBankAccountHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.confirmBankAccount> {
  return async ({ changeId, code }, call) => {
    const hostId = hostOf(call.actor);
    const repo = new PayoutAccountRepository(deps.db);
    const change = await repo.changeForUpdate(hostId, changeId);
    if (!change || change.status === 'cancelled' || change.status === 'replaced') {
      throw new AppError('NOT_FOUND', GONE);
    }
    if (change.status === 'waiting') {
      try {
        await deps.client.call(
          IdentityRpc.redeemActorCode,
          { purpose: 'confirm_payout', codeId: change.code_id, code },
          { actor: call.actor },
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'VALIDATION') {
          await repo.audit({
            hostId,
            actorId: hostId,
            action: 'code_rejected',
            changeId,
            detail: { reason: (error.details as { reason?: unknown } | undefined)?.reason ?? null },
          });
        }
        throw error;
      }
      await deps.db.transaction().execute(async (trx) => {
        const txRepo = new PayoutAccountRepository(trx);
        const locked = await txRepo.changeForUpdate(hostId, changeId);
        if (locked?.status !== 'waiting') return;
        const before = await txRepo.bankAccount(hostId);
        const now = deps.now();
        await txRepo.adopt(locked, now);
        await txRepo.decide(changeId, 'confirmed', now);
        await txRepo.audit({
          hostId,
          actorId: hostId,
          action: 'account_changed',
          changeId,
          detail: {
            before: before
              ? {
                  rut_masked: before.rut_masked,
                  bank_code: before.bank_code,
                  account_type: before.account_type,
                  number_last4: before.number_last4,
                }
              : null,
            after: {
              rut_masked: locked.rut_masked,
              bank_code: locked.bank_code,
              account_type: locked.account_type,
              number_last4: locked.number_last4,
            },
          },
        });
      });
    }
    return readPayoutSetup(deps.db, deps.payoutKeys, hostId, deps.now());
  };
}

export function cancelBankChangeHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.cancelBankChange> {
  return async ({ changeId }, call) => {
    const hostId = hostOf(call.actor);
    await deps.db.transaction().execute(async (trx) => {
      const repo = new PayoutAccountRepository(trx);
      const change = await repo.changeForUpdate(hostId, changeId);
      if (!change) throw new AppError('NOT_FOUND', GONE);
      if (change.status !== 'waiting') return;
      await repo.decide(changeId, 'cancelled', deps.now());
      await repo.audit({
        hostId,
        actorId: hostId,
        action: 'change_cancelled',
        changeId,
        detail: {},
      });
    });
    return readPayoutSetup(deps.db, deps.payoutKeys, hostId, deps.now());
  };
}

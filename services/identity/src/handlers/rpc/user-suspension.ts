import { AppError, IdentityEvents, type IdentityRpc } from '@arrendo/contracts';
import { enqueueEvent, recordAdminAction, type RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireAdmin } from '../../app/access.js';
import { adminUserDetail } from '../../app/admin-user-detail.js';
import { reposFor } from '../../app/repos.js';

/**
 * `rpc.identity.admin.suspendUser` (decision 0048). In one transaction: the status, every
 * session ended (refresh tokens revoked, session version raised so the BFF refuses access tokens
 * at once), `user.suspended` for the services that hide what the account offers, and the audit
 * entry. Admins lock the admin rows first, as role changes do, so two admins cannot suspend each
 * other as "the other" last one. Suspending a suspended account changes and records nothing.
 */
export function suspendUserHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.suspendUser> {
  return async ({ userId, reason }, call) => {
    const admin = await requireAdmin(deps.db, call.actor);
    if (userId === admin.id) {
      throw new AppError('CONFLICT', 'You cannot suspend your own account', { reason: 'SELF' });
    }
    return deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      const admins = await repos.users.lockActiveAdmins();
      const target = await repos.users.findById(userId, { forUpdate: true });
      if (!target || target.status === 'deleted') throw new AppError('NOT_FOUND', 'User not found');
      if (target.status === 'suspended') return adminUserDetail(trx, target);
      if (admins.includes(target.id) && admins.length === 1) {
        throw new AppError('CONFLICT', 'The last admin cannot be suspended', {
          reason: 'LAST_ADMIN',
        });
      }
      const now = deps.now();
      await repos.users.suspend(target.id, now);
      await repos.refreshTokens.revokeAllForUser(target.id, now);
      const sessionVersion = await repos.users.bumpSessionVersion(target.id, now);
      await enqueueEvent(trx, IdentityEvents.USER_SUSPENDED, {
        userId: target.id,
        at: now.toISOString(),
      });
      await recordAdminAction(trx, 'identity', {
        actor: call.actor,
        action: 'identity.user.suspend',
        target: { type: 'user', id: target.id },
        before: { status: target.status },
        after: { status: 'suspended' },
        reason,
      });
      const after = await repos.users.findById(target.id);
      return { ...(await adminUserDetail(trx, after)), sessionVersion };
    });
  };
}

/**
 * `rpc.identity.admin.reactivateUser`: the account may sign in again (no session comes back: the
 * person signs in anew), and `user.reactivated` returns its listings as they were. An account
 * that is not suspended changes and records nothing.
 */
export function reactivateUserHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.reactivateUser> {
  return async ({ userId }, call) => {
    const admin = await requireAdmin(deps.db, call.actor);
    if (userId === admin.id) {
      // Unreachable in practice (a suspended admin cannot act), said plainly all the same.
      throw new AppError('CONFLICT', 'You cannot reactivate your own account', { reason: 'SELF' });
    }
    return deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      const target = await repos.users.findById(userId, { forUpdate: true });
      if (!target || target.status === 'deleted') throw new AppError('NOT_FOUND', 'User not found');
      if (target.status !== 'suspended') return adminUserDetail(trx, target);
      const now = deps.now();
      const status = await repos.users.reactivate(target.id, now);
      // Tokens minted while suspended cannot exist, but the version still marks the change.
      const sessionVersion = await repos.users.bumpSessionVersion(target.id, now);
      await enqueueEvent(trx, IdentityEvents.USER_REACTIVATED, {
        userId: target.id,
        at: now.toISOString(),
      });
      await recordAdminAction(trx, 'identity', {
        actor: call.actor,
        action: 'identity.user.reactivate',
        target: { type: 'user', id: target.id },
        before: { status: 'suspended' },
        after: { status },
        reason: null,
      });
      const after = await repos.users.findById(target.id);
      return { ...(await adminUserDetail(trx, after)), sessionVersion };
    });
  };
}

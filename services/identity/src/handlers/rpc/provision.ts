import { randomUUID } from 'node:crypto';
import { fieldError, type IdentityRpc, type ProvisionUserReply } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireSystemOrAdmin } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { isUniqueViolation } from '../../app/errors.js';
import { hashPassword } from '../../domain/password.js';
import { fullNameOf, type UserRecord } from '../../domain/user.js';

/**
 * `rpc.identity.user.provision`: an active, verified account made by the system (the demo
 * seed). Idempotent by email with sign-up's rule: an address that already has a live account
 * gets its id back and nothing of it changes, whatever the request says (password, names,
 * profile, verification). No USER_REGISTERED event: the welcome email is for people who signed
 * up themselves, and nobody reads a demo host's inbox.
 */
export function provisionHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.provision> {
  return async (req, call) => {
    await requireSystemOrAdmin(deps.db, call.actor);
    const now = deps.now();
    const createdAt = req.memberSince ? new Date(req.memberSince) : now;
    if (createdAt.getTime() > now.getTime()) {
      throw fieldError('memberSince', 'memberSince cannot be in the future');
    }
    const repos = reposFor(deps.db);
    // A repeat (every seed run after the first) answers without hashing: argon2id is the cost.
    const known = await repos.users.findLiveByEmail(req.email);
    if (known) return { userId: known.id, created: false };
    const passwordHash = req.password ? await hashPassword(req.password) : null;

    const attempt = () =>
      deps.db.transaction().execute(async (trx): Promise<ProvisionUserReply> => {
        const tx = reposFor(trx);
        const existing = await tx.users.findLiveByEmail(req.email, { forUpdate: true });
        if (existing) return { userId: existing.id, created: false };
        const user: UserRecord = {
          id: randomUUID(),
          email: req.email,
          status: 'active',
          roles: [],
          createdAt,
          sessionVersion: 0,
        };
        await tx.users.insert(user);
        if (passwordHash) await tx.credentials.upsert(user.id, passwordHash, now);
        await tx.profiles.upsert(
          {
            userId: user.id,
            firstName: req.firstName,
            lastName: req.lastName,
            fullName: fullNameOf(req.firstName, req.lastName),
            birthday: null,
            phoneNumber: null,
            countryCode: null,
            optOutPromotions: true,
            avatarUrl: req.avatarUrl ?? null,
            about: req.about || null,
            locale: req.locale ?? null,
            languages: req.languages,
          },
          now,
        );
        return { userId: user.id, created: true };
      });
    try {
      return await attempt();
    } catch (error) {
      // Two provisions of one address at once: the unique index lets one in, the other repeats.
      if (isUniqueViolation(error)) return attempt();
      throw error;
    }
  };
}

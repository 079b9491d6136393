import type { IdentityRpc } from '@arrendo/contracts';
import { AppError } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { assertAdult } from '../../domain/age.js';
import { composePhone, fullNameOf, nationalPartOf, toProfile } from '../../domain/user.js';

/** Always the actor's own profile: there is no user id in the request to tamper with. */
export function updateProfileHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.updateProfile> {
  return async (req, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    const now = deps.now();
    if (req.birthday) assertAdult(req.birthday, now);
    return deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      const current = await repos.profiles.find(actor.id);
      if (!current) throw new AppError('NOT_FOUND', 'Profile not found');
      const firstName = req.firstName ?? current.firstName;
      const lastName = req.lastName ?? current.lastName;
      const countryCode = req.countryCode !== undefined ? req.countryCode : current.countryCode;
      const national =
        req.phoneNumber !== undefined ? req.phoneNumber : nationalPartOf(current.phoneNumber);
      const next = {
        ...current,
        firstName,
        lastName,
        fullName: fullNameOf(firstName, lastName),
        birthday: req.birthday !== undefined ? req.birthday : current.birthday,
        countryCode,
        phoneNumber: composePhone(countryCode, national),
        optOutPromotions: req.optOutPromotions ?? current.optOutPromotions,
        avatarUrl: req.avatarUrl !== undefined ? req.avatarUrl : current.avatarUrl,
        about: req.about !== undefined ? req.about || null : current.about,
        locale: req.locale !== undefined ? req.locale : current.locale,
        languages: req.languages ?? current.languages,
      };
      await repos.profiles.upsert(next, now);
      return toProfile(next);
    });
  };
}

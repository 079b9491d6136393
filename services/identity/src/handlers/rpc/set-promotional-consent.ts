import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { CONSENT_SOURCE_SETTINGS, toPromotionalConsent } from '../../domain/promotional-consent.js';

/**
 * Records a change of the actor's own consent. The same state again records nothing, so a retry
 * never moves the date the consent was given or withdrawn; withdrawing what was never given is
 * the same state too (no consent).
 */
export function setPromotionalConsentHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.setPromotionalConsent> {
  return async ({ granted }, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    return deps.db.transaction().execute(async (trx) => {
      const repos = reposFor(trx);
      // The user's row is the lock: two concurrent changes cannot both see the old state and
      // both record a row.
      await repos.users.findById(actor.id, { forUpdate: true });
      const current = toPromotionalConsent(await repos.promotionalConsents.findLatest(actor.id));
      if (current.granted === granted) return current;
      const change = { granted, changedAt: deps.now(), source: CONSENT_SOURCE_SETTINGS };
      await repos.promotionalConsents.insert(actor.id, change);
      // The profile's older opt-out flag (in /me and the export) follows, so nothing disagrees.
      await repos.profiles.setOptOutPromotions(actor.id, !granted);
      return toPromotionalConsent(change);
    });
  };
}

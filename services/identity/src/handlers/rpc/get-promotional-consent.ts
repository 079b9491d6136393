import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { reposFor } from '../../app/repos.js';
import { toPromotionalConsent } from '../../domain/promotional-consent.js';

/** Always the actor's own consent: the request names no user. */
export function getPromotionalConsentHandler(
  deps: IdentityDeps,
): RpcHandler<typeof IdentityRpc.getPromotionalConsent> {
  return async (_req, call) => {
    const actor = await requireActiveActor(deps.db, call.actor);
    return toPromotionalConsent(await reposFor(deps.db).promotionalConsents.findLatest(actor.id));
  };
}

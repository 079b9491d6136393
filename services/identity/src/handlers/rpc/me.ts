import type { IdentityRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { IdentityDeps } from '../../app/deps.js';
import { requireActiveActor } from '../../app/access.js';
import { loadMe } from '../../app/sessions.js';

export function meHandler(deps: IdentityDeps): RpcHandler<typeof IdentityRpc.me> {
  return async (_req, call) => loadMe(deps.db, await requireActiveActor(deps.db, call.actor));
}

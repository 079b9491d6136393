import type { ClaimRpc } from '@arrendo/contracts';
import type { RpcHandlers } from '@arrendo/kit';
import type { BookingDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { approveClaimHandler, rejectClaimHandler, withdrawClaimHandler } from './claim-decide.js';
import { adminClaimMessageHandler, claimMessageHandler } from './claim-message.js';
import { openClaimHandler } from './claim-open.js';
import {
  adminGetClaimHandler,
  adminListClaimsHandler,
  bookingClaimHandler,
  getClaimHandler,
  recordClaimPhotoHandler,
} from './claim-read.js';

/** Damage claims (decision 0051): every `ClaimRpc` handler, registered by `service.ts`. */
export function claimHandlers(deps: BookingDeps): RpcHandlers<typeof ClaimRpc, DB> {
  return {
    forBooking: bookingClaimHandler(deps),
    open: openClaimHandler(deps),
    get: getClaimHandler(deps),
    message: claimMessageHandler(deps),
    withdraw: withdrawClaimHandler(deps),
    adminList: adminListClaimsHandler(deps),
    adminGet: adminGetClaimHandler(deps),
    adminMessage: adminClaimMessageHandler(deps),
    approve: approveClaimHandler(deps),
    reject: rejectClaimHandler(deps),
    recordPhoto: recordClaimPhotoHandler(deps),
  };
}

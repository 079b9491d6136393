import {
  type AdminActionEvent,
  type IdentityConsumedEvents,
  type ServiceName,
} from '@arrendo/contracts';
import type { EventHandler, EventHandlers } from '@arrendo/kit';
import type { DB } from '../../db/types.js';
import { AdminAuditRepository } from '../../repositories/admin-audit.repository.js';

/**
 * Stores one service's admin action in the audit log (decision 0045). The kit's inbox already
 * skips an event handled before; the event id as the row's key makes a second copy impossible
 * even so (an operator's replay of a dead letter, a restored inbox).
 */
export function adminActionRecorded(service: ServiceName): EventHandler<AdminActionEvent, DB> {
  return async (event, trx) => {
    await new AdminAuditRepository(trx).insert({
      id: event.id,
      service,
      occurredAt: event.occurredAt,
      record: event.data,
    });
  };
}

/** One handler per producing service, keyed as `IdentityConsumedEvents` names them. */
export function adminActionHandlers(): EventHandlers<typeof IdentityConsumedEvents, DB> {
  return {
    identityAdminAction: adminActionRecorded('identity'),
    listingAdminAction: adminActionRecorded('listing'),
    bookingAdminAction: adminActionRecorded('booking'),
    pricingAdminAction: adminActionRecorded('pricing'),
    paymentAdminAction: adminActionRecorded('payment'),
    notificationAdminAction: adminActionRecorded('notification'),
    messagingAdminAction: adminActionRecorded('messaging'),
    stressAdminAction: adminActionRecorded('stress'),
  };
}

import { AdminActionRecord } from './admin-audit.js';
import { defineEvent, type EventDefinition } from './events.js';
import { SERVICE_NAMES, type ServiceName } from './services.js';

/** `evt.<service>.adminAction.recorded`: one subject per producing service (its own stream). */
export type AdminActionEvent = EventDefinition<typeof AdminActionRecord>;

/**
 * The admin-action event of any service by name. The kit's own operator RPCs (dead letters) run
 * in every service, test services included, so the kit names the subject from its service name.
 */
export function adminActionEvent(service: string): AdminActionEvent {
  return defineEvent(`evt.${service}.adminAction.recorded`, 1, AdminActionRecord);
}

/** The services whose actions identity collects into the audit log (`IdentityConsumedEvents`). */
export const AdminActionEvents = Object.fromEntries(
  SERVICE_NAMES.map((service) => [service, adminActionEvent(service)]),
) as Readonly<Record<ServiceName, AdminActionEvent>>;

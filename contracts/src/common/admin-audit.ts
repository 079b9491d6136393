import { z } from 'zod';
import { IsoDateTime, Uuid } from './ids.js';
import { SERVICE_NAMES } from './services.js';

/**
 * One admin action, as the service that carried it out saw it (decision 0045). The service writes
 * it into its outbox in the transaction that made the change, so an action and its audit entry
 * commit together; identity keeps every entry in an append-only log that admins read. The event
 * that carries it is in `admin-audit-events.ts` (service messages stay out of the web entry).
 */
export const AdminActionRecord = z.object({
  /** The admin who acted (never the system: seeders and jobs are not admin actions). */
  actorId: Uuid,
  /** `<service>.<entity>.<verb>`, e.g. `pricing.settings.update`, `identity.user.suspend`. */
  action: z
    .string()
    .regex(/^[a-z][a-z0-9]*\.[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/, 'Invalid action'),
  target: z.object({
    type: z.string().min(1).max(40),
    id: z.string().min(1).max(200),
  }),
  /** What the target looked like before and after (only the fields the action touched). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Why, when the admin gave a reason (an unlisting, a suspension, a rejected claim). */
  reason: z.string().max(2000).nullable().default(null),
  /** The client address the BFF saw, when known. */
  ip: z.string().max(64).nullable().default(null),
});
export type AdminActionRecord = z.infer<typeof AdminActionRecord>;
export type AdminActionInput = z.input<typeof AdminActionRecord>;

/** An entry as the audit log hands it out: the record plus where and when it was recorded. */
export const AdminAuditEntry = AdminActionRecord.extend({
  id: Uuid,
  service: z.enum(SERVICE_NAMES),
  occurredAt: IsoDateTime,
  /** The acting admin's email at read time (empty once that account was deleted). */
  actorEmail: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;

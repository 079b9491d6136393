import { z } from 'zod';
import { AdminAuditEntry } from '../common/admin-audit.js';
import { PageCursor } from '../common/cursor.js';
import { IsoDateTime } from '../common/ids.js';
import { ServiceName } from '../common/services.js';
import { singleLineText } from '../common/text.js';

/**
 * What the audit log can be narrowed by (decision 0045). Shared by the RPC and the BFF's query
 * string, which coerces its text first. Every filter is optional; together they all apply.
 */
export const AdminAuditFilterFields = {
  /** A prefix of the action code on word boundaries: `identity`, `identity.user`, `payment.payout.markPaid`. */
  action: z
    .string()
    .max(100)
    .regex(/^[a-z][a-z0-9]*(\.[a-z][a-zA-Z0-9]*){0,2}$/, 'Invalid action')
    .optional(),
  service: ServiceName.optional(),
  /** The acting admin: their user id, or their current email (exact, any case). */
  actor: singleLineText({ max: 254 }).optional(),
  targetType: z.string().min(1).max(40).optional(),
  targetId: z.string().min(1).max(200).optional(),
  /** Entries at or after this instant. */
  from: IsoDateTime.optional(),
  /** Entries before this instant. */
  to: IsoDateTime.optional(),
  cursor: PageCursor.optional(),
};

/** A range whose end is after its start (either end may be open). */
export function adminAuditRangeIsOrdered(value: {
  from?: string | undefined;
  to?: string | undefined;
}): boolean {
  return !value.from || !value.to || Date.parse(value.from) < Date.parse(value.to);
}

export const AdminAuditRequest = z
  .object({ ...AdminAuditFilterFields, limit: z.number().int().min(1).max(100).default(50) })
  .strict()
  .refine(adminAuditRangeIsOrdered, { path: ['to'], message: 'Must be after the start' });
export type AdminAuditRequest = z.input<typeof AdminAuditRequest>;

/** Newest first; `nextCursor` asks for the next page. */
export const AdminAuditPage = z.object({
  items: z.array(AdminAuditEntry),
  nextCursor: z.string().nullable(),
});
export type AdminAuditPage = z.infer<typeof AdminAuditPage>;

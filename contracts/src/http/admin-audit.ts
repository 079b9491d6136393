import { z } from 'zod';
import {
  AdminAuditFilterFields,
  AdminAuditPage,
  adminAuditRangeIsOrdered,
} from '../identity/admin-audit.js';

/**
 * `GET /api/admin/audit`: the admin audit log (decision 0045), filtered by the query string and
 * a page at a time, newest first.
 */
export const AdminAuditQuery = z
  .object({
    ...AdminAuditFilterFields,
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict()
  .refine(adminAuditRangeIsOrdered, { path: ['to'], message: 'Must be after the start' });
export type AdminAuditQuery = z.input<typeof AdminAuditQuery>;

export const AdminAuditResponse = AdminAuditPage;
export type AdminAuditResponse = z.infer<typeof AdminAuditResponse>;

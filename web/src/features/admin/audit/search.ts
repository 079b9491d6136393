import { z } from 'zod';
import { ServiceName } from '@arrendo/contracts/web';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z][a-z0-9]*(\.[a-z][a-zA-Z0-9]*){0,2}$/;

function optionalText(max: number, pattern?: RegExp) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !pattern || pattern.test(value))
    .optional()
    .catch(undefined);
}

/**
 * `/admin/audit?action=identity.user&actor=ana@example.cl&from=2026-11-01`: the log's filters.
 * `from`/`to` are days in the viewer's zone (both included). Anything malformed is dropped
 * rather than failing the page.
 */
export const AdminAuditSearch = z.object({
  action: optionalText(100, ACTION),
  service: ServiceName.optional().catch(undefined),
  actor: optionalText(254),
  targetType: optionalText(40),
  targetId: optionalText(200),
  from: optionalText(10, DAY),
  to: optionalText(10, DAY),
});
export type AdminAuditSearch = z.infer<typeof AdminAuditSearch>;

/** The action filter's own rule, for the form's message (the same as the server's). */
export function isActionFilter(value: string): boolean {
  return ACTION.test(value);
}

import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { Uuid } from '../common/ids.js';
import { EmailDeliveryStatus, EmailTemplateName } from '../notification/email.js';
import {
  AdminEmailsFilterFields,
  AdminEmailSummary,
  EmailLogEntry,
  refineEmailDateRange,
} from '../notification/email-log.js';

/**
 * `/api/admin/emails*` (admins): the email log.
 *
 * | route | query | answer |
 * |---|---|---|
 * | GET /api/admin/emails | `AdminEmailsQuery` | `AdminEmailsResponse`, newest first (keyset pages) |
 * | GET /api/admin/emails/:id/preview | | `AdminEmailPreview` (404 when unknown) |
 *
 * The preview is the render the log stored when the email was sent (subject, HTML, text): what
 * the recipient got, even after the templates changed since.
 */
export const AdminEmailsQuery = z
  .object({
    ...AdminEmailsFilterFields,
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict()
  .superRefine(refineEmailDateRange);
export type AdminEmailsQuery = z.input<typeof AdminEmailsQuery>;

export const AdminEmailsResponse = z.object({
  items: z.array(AdminEmailSummary),
  nextCursor: z.string().nullable(),
});
export type AdminEmailsResponse = z.infer<typeof AdminEmailsResponse>;

export const AdminEmailIdParams = z.object({ id: Uuid }).strict();

export const AdminEmailPreview = EmailLogEntry;
export type AdminEmailPreview = z.infer<typeof AdminEmailPreview>;

/** The filter's choices, for the page's selects. */
export const EMAIL_TEMPLATE_NAMES = EmailTemplateName.options;
export const EMAIL_DELIVERY_STATUSES = EmailDeliveryStatus.options;

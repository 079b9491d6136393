import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { IsoDate, IsoDateTime, Locale, Uuid } from '../common/ids.js';
import { EmailDeliveryStatus, EmailTemplateName, EmailTransportName } from './email.js';

/**
 * One email as the notification service rendered and tried to send it (`email_log`). Free of RPC
 * definitions, so the web may import it (`/admin/emails`).
 */
export const EmailLogEntry = z.object({
  id: Uuid,
  jobId: z.string(),
  to: z.string(),
  subject: z.string(),
  template: EmailTemplateName,
  locale: Locale,
  /**
   * The rendered body. Codes are readable only for the `log` transport (where reading them is the
   * point); emails really sent over SMTP are stored with the code masked.
   */
  text: z.string(),
  html: z.string(),
  transport: EmailTransportName,
  status: EmailDeliveryStatus,
  error: z.string().nullable(),
  createdAt: IsoDateTime,
  sentAt: IsoDateTime.nullable(),
});
export type EmailLogEntry = z.infer<typeof EmailLogEntry>;

/** A row of the admin's list: everything but the bodies (the preview reads those). */
export const AdminEmailSummary = EmailLogEntry.omit({ text: true, html: true });
export type AdminEmailSummary = z.infer<typeof AdminEmailSummary>;

/**
 * What the admin's list is narrowed by. `recipient` is part of the address, any case; `from` and
 * `to` are Santiago calendar days, both included (the service turns them into instants).
 */
export const AdminEmailsFilterFields = {
  recipient: z.string().trim().min(1).max(254).optional(),
  template: EmailTemplateName.optional(),
  status: EmailDeliveryStatus.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
};

/** `to` before `from` names `to`: an empty range is a mistake, not a search. */
export function refineEmailDateRange(
  value: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'End the range on or after its start' });
  }
}

export const AdminEmailsRequest = z
  .object({
    ...AdminEmailsFilterFields,
    /** Opaque keyset cursor from a previous page (newest first). */
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(100).default(50),
  })
  .strict()
  .superRefine(refineEmailDateRange);
export type AdminEmailsRequest = z.input<typeof AdminEmailsRequest>;

export const AdminEmailsReply = z.object({
  items: z.array(AdminEmailSummary),
  nextCursor: z.string().nullable(),
});
export type AdminEmailsReply = z.infer<typeof AdminEmailsReply>;

export const AdminEmailRequest = z.object({ id: Uuid }).strict();
export type AdminEmailRequest = z.infer<typeof AdminEmailRequest>;

import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import {
  AdminSupportTicket,
  Feedback,
  FeedbackInput,
  FeedbackReceipt,
  SupportTicket,
  SupportTicketInput,
} from '../notification/support.js';

/**
 * `/api/support/*` (signed in), `/api/feedback` (anyone), `/api/admin/support/tickets` and
 * `/api/admin/feedback` (admins). Bodies are the service's own inputs.
 */
export const CreateSupportTicketBody = SupportTicketInput;
export const SupportTicketResponse = SupportTicket;
export const CreateFeedbackBody = FeedbackInput;
export const FeedbackReceiptResponse = FeedbackReceipt;

export const SupportPageQuery = z
  .object({
    cursor: PageCursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const SupportTicketListResponse = z.object({
  items: z.array(SupportTicket),
  nextCursor: z.string().nullable(),
});
export type SupportTicketListResponse = z.infer<typeof SupportTicketListResponse>;

export const AdminSupportTicketListResponse = z.object({
  items: z.array(AdminSupportTicket),
  nextCursor: z.string().nullable(),
});
export type AdminSupportTicketListResponse = z.infer<typeof AdminSupportTicketListResponse>;

export const FeedbackListResponse = z.object({
  items: z.array(Feedback),
  nextCursor: z.string().nullable(),
});
export type FeedbackListResponse = z.infer<typeof FeedbackListResponse>;

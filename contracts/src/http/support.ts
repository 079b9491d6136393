import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import {
  FeedbackInput,
  FeedbackReceipt,
  SupportTicket,
  SupportTicketInput,
} from '../notification/support.js';
import { AdminSupportTicketPage, FeedbackPage, SupportTicketPage } from '../notification/rpc.js';

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

// The HTTP lists answer exactly the notification service's pages.
export const SupportTicketListResponse = SupportTicketPage;
export type SupportTicketListResponse = z.infer<typeof SupportTicketListResponse>;

export const AdminSupportTicketListResponse = AdminSupportTicketPage;
export type AdminSupportTicketListResponse = z.infer<typeof AdminSupportTicketListResponse>;

export const FeedbackListResponse = FeedbackPage;
export type FeedbackListResponse = z.infer<typeof FeedbackListResponse>;

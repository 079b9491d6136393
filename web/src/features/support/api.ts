import {
  AdminSupportTicketListResponse,
  FeedbackListResponse,
  FeedbackReceiptResponse,
  SupportTicketListResponse,
  SupportTicketResponse,
  type FeedbackInput,
  type SupportTicketInput,
} from '@arrendo/contracts/web';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const supportKeys = {
  mine: ['support', 'tickets', 'mine'] as const,
  adminTickets: ['admin', 'support', 'tickets'] as const,
  adminFeedback: ['admin', 'feedback'] as const,
};

/** The signed-in user's latest tickets, for "Your recent messages" on /contact. */
export const myTicketsQueryOptions = queryOptions({
  queryKey: supportKeys.mine,
  queryFn: ({ signal }) =>
    api.get('/support/tickets', SupportTicketListResponse, { query: { limit: 5 }, signal }),
});

/**
 * One key per submission: a retry of the same text (a lost answer, a double click) is the same
 * ticket; `key` is the caller's, see `useSubmissionKey`.
 */
export const createTicket = (body: SupportTicketInput, idempotencyKey: string) =>
  api.post('/support/tickets', body, SupportTicketResponse, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const sendFeedback = (body: FeedbackInput) =>
  api.post('/feedback', body, FeedbackReceiptResponse);

export const adminTicketsQueryOptions = infiniteQueryOptions({
  queryKey: supportKeys.adminTickets,
  queryFn: ({ pageParam, signal }) =>
    api.get('/admin/support/tickets', AdminSupportTicketListResponse, {
      query: { cursor: pageParam ?? undefined, limit: 50 },
      signal,
    }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const adminFeedbackQueryOptions = infiniteQueryOptions({
  queryKey: supportKeys.adminFeedback,
  queryFn: ({ pageParam, signal }) =>
    api.get('/admin/feedback', FeedbackListResponse, {
      query: { cursor: pageParam ?? undefined, limit: 50 },
      signal,
    }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  ConversationPage,
  ConversationSummary,
  Message,
  MessagePage,
  QuickReply,
  QuickReplyList,
  ReportReceipt,
  type ConversationFilter,
  type OpenConversationBody,
  type QuickReplyInput,
  type ReportMessageBody,
  type SendMessageBody,
} from '@arrendo/contracts/web';
import { api, apiRequest } from '@/lib/api-client';
import { messageKeys } from './keys';

// The messaging API (contracts `http/messages.ts`).

const conversationPath = (id: string) => `/messages/conversations/${encodeURIComponent(id)}`;

export function conversationsQueryOptions(filter: ConversationFilter) {
  return infiniteQueryOptions({
    queryKey: messageKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get('/messages/conversations', ConversationPage, {
        query: { filter, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => api.get(conversationPath(id), ConversationSummary, { signal }),
    retry: false,
  });
}

/** The thread, newest page first; each page is newest first too (the API's order). */
export function threadQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${conversationPath(id)}/messages`, MessagePage, {
        query: { before: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

export const quickRepliesQueryOptions = queryOptions({
  queryKey: messageKeys.quickReplies,
  queryFn: ({ signal }) => api.get('/messages/quick-replies', QuickReplyList, { signal }),
  staleTime: 5 * 60_000,
});

export const messagesApi = {
  open: (body: OpenConversationBody) =>
    api.post('/messages/conversations', body, ConversationSummary),
  send: (conversationId: string, body: SendMessageBody) =>
    api.post(`${conversationPath(conversationId)}/messages`, body, Message),
  /**
   * Everything sent to the caller so far is read. Its answer (`readAt`) is not needed: the thread
   * marks what it shows up to its newest message, and the stream's read event follows.
   */
  markRead: (conversationId: string) =>
    apiRequest(`${conversationPath(conversationId)}/read`, { method: 'POST' }),
  /** 204: the other participant sees 'typing…' for a few seconds. */
  typing: (conversationId: string) =>
    apiRequest(`${conversationPath(conversationId)}/typing`, { method: 'POST' }),
  report: (body: ReportMessageBody) => api.post('/messages/reports', body, ReportReceipt),
  addQuickReply: (body: QuickReplyInput) => api.post('/messages/quick-replies', body, QuickReply),
  deleteQuickReply: (id: string) => api.delete(`/messages/quick-replies/${encodeURIComponent(id)}`),
};

import {
  AdminMessageReportsResponse,
  MessageReportResponse,
  RemoveMessageResponse,
  type MessageReportStatus,
  type RemoveMessageBody,
  type WarnSenderBody,
} from '@arrendo/contracts/web';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every list on the page: an action refreshes both tabs (a report moves from one to the other). */
export const MESSAGE_REPORTS_KEY = ['admin', 'message-reports'] as const;

export function messageReportsQuery(status: MessageReportStatus) {
  return infiniteQueryOptions({
    queryKey: [...MESSAGE_REPORTS_KEY, status],
    queryFn: ({ pageParam }) =>
      api.get('/admin/message-reports', AdminMessageReportsResponse, {
        query: { status, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

const reportPath = (reportId: string) => `/admin/message-reports/${encodeURIComponent(reportId)}`;

export const messageReportsApi = {
  dismiss: (reportId: string) =>
    api.post(`${reportPath(reportId)}/dismiss`, undefined, MessageReportResponse),
  warn: (reportId: string, body: WarnSenderBody) =>
    api.post(`${reportPath(reportId)}/warn`, body, MessageReportResponse),
  remove: (messageId: string, body: RemoveMessageBody) =>
    api.post(
      `/admin/message-reports/messages/${encodeURIComponent(messageId)}/remove`,
      body,
      RemoveMessageResponse,
    ),
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMessageReportsQuery,
  AdminMessageReportsResponse,
  MessageReportParams,
  MessageReportResponse,
  MessagingRpc,
  RemoveMessageBody,
  RemoveMessageResponse,
  ReportedMessageParams,
  WarnSenderBody,
} from '@arrendo/contracts';

/**
 * `/api/admin/message-reports`: the reports, and what admins do about them (dismiss, remove the
 * message, warn its sender). Admins only here; the messaging service checks the role again and
 * audits every action in the transaction that makes it.
 */
const messageReportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/message-reports',
    {
      schema: {
        querystring: AdminMessageReportsQuery,
        response: { 200: AdminMessageReportsResponse },
      },
      preHandler: app.requireAdmin,
    },
    async (request) =>
      request.call(MessagingRpc.adminReports, {
        ...(request.query.status ? { status: request.query.status } : {}),
        ...(request.query.cursor ? { cursor: request.query.cursor } : {}),
      }),
  );

  app.post(
    '/message-reports/:reportId/dismiss',
    {
      schema: { params: MessageReportParams, response: { 200: MessageReportResponse } },
      preHandler: app.requireAdmin,
    },
    async (request) =>
      request.call(MessagingRpc.resolveReport, {
        reportId: request.params.reportId,
        outcome: 'dismissed',
      }),
  );

  app.post(
    '/message-reports/:reportId/warn',
    {
      schema: {
        params: MessageReportParams,
        body: WarnSenderBody,
        response: { 200: MessageReportResponse },
      },
      preHandler: app.requireAdmin,
    },
    async (request) =>
      request.call(MessagingRpc.warnSender, {
        reportId: request.params.reportId,
        message: request.body.message,
      }),
  );

  app.post(
    '/message-reports/messages/:messageId/remove',
    {
      schema: {
        params: ReportedMessageParams,
        body: RemoveMessageBody,
        response: { 200: RemoveMessageResponse },
      },
      preHandler: app.requireAdmin,
    },
    async (request) =>
      request.call(MessagingRpc.removeMessage, {
        messageId: request.params.messageId,
        reason: request.body.reason,
      }),
  );
};

export default messageReportAdminRoutes;

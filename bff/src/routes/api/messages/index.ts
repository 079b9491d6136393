import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConversationListQuery,
  ConversationPage,
  ConversationParams,
  ConversationSummary,
  MarkReadResponse,
  Message,
  MessageListQuery,
  MessagePage,
  MessagesUnreadResponse,
  MessagingRpc,
  OpenConversationBody,
  QuickReply,
  QuickReplyInput,
  QuickReplyList,
  QuickReplyParams,
  ReportMessageBody,
  ReportReceipt,
  SendMessageBody,
} from '@arrendo/contracts';

/**
 * `/api/messages/*` (signed in): conversations, messages, read state, typing, reports and quick
 * replies. The messaging service checks that the caller takes part in every conversation (any
 * other id is a 404). Photos and the live stream have their own files beside this one.
 */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/conversations',
    { schema: { querystring: ConversationListQuery, response: { 200: ConversationPage } } },
    async (request) => {
      const { filter, cursor } = request.query;
      return request.call(MessagingRpc.listConversations, {
        filter,
        ...(cursor ? { cursor } : {}),
      });
    },
  );

  app.post(
    '/conversations',
    { schema: { body: OpenConversationBody, response: { 200: ConversationSummary } } },
    async (request) => request.call(MessagingRpc.openConversation, request.body),
  );

  app.get(
    '/conversations/:conversationId',
    { schema: { params: ConversationParams, response: { 200: ConversationSummary } } },
    async (request) =>
      request.call(MessagingRpc.getConversation, {
        conversationId: request.params.conversationId,
      }),
  );

  app.get(
    '/conversations/:conversationId/messages',
    {
      schema: {
        params: ConversationParams,
        querystring: MessageListQuery,
        response: { 200: MessagePage },
      },
    },
    async (request) =>
      request.call(MessagingRpc.listMessages, {
        conversationId: request.params.conversationId,
        ...(request.query.before ? { before: request.query.before } : {}),
      }),
  );

  // 201 for a new message; a retry with the same clientId answers the stored one with 200.
  app.post(
    '/conversations/:conversationId/messages',
    {
      schema: {
        params: ConversationParams,
        body: SendMessageBody,
        response: { 200: Message, 201: Message },
      },
    },
    async (request, reply) => {
      const { message, created } = await request.call(MessagingRpc.send, {
        conversationId: request.params.conversationId,
        ...request.body,
      });
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/conversations/:conversationId/read',
    { schema: { params: ConversationParams, response: { 200: MarkReadResponse } } },
    async (request) =>
      request.call(MessagingRpc.markRead, { conversationId: request.params.conversationId }),
  );

  app.post(
    '/conversations/:conversationId/typing',
    { schema: { params: ConversationParams } },
    async (request, reply) => {
      await request.call(MessagingRpc.typing, { conversationId: request.params.conversationId });
      return reply.code(204).send();
    },
  );

  app.post(
    '/reports',
    { schema: { body: ReportMessageBody, response: { 200: ReportReceipt } } },
    async (request) => request.call(MessagingRpc.report, request.body),
  );

  app.get(
    '/unread-count',
    { schema: { response: { 200: MessagesUnreadResponse } } },
    async (request) => request.call(MessagingRpc.unreadCount, {}),
  );

  app.get('/quick-replies', { schema: { response: { 200: QuickReplyList } } }, async (request) =>
    request.call(MessagingRpc.listQuickReplies, {}),
  );

  app.post(
    '/quick-replies',
    { schema: { body: QuickReplyInput, response: { 201: QuickReply } } },
    async (request, reply) =>
      reply.code(201).send(await request.call(MessagingRpc.createQuickReply, request.body)),
  );

  app.delete(
    '/quick-replies/:quickReplyId',
    { schema: { params: QuickReplyParams } },
    async (request, reply) => {
      await request.call(MessagingRpc.deleteQuickReply, {
        quickReplyId: request.params.quickReplyId,
      });
      return reply.code(204).send();
    },
  );
};

export default messageRoutes;

import { useCallback } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MessagePage, Photo } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import { messagesApi } from '../api';
import { messageKeys } from '../keys';
import { outbox } from './outbox';
import { withMessage, type PendingMessage } from './thread-items';

type Thread = InfiniteData<MessagePage, string | undefined>;

/** Why the last attempt of a pending message failed, for its note. */
export type SendFailure = 'rate-limited' | 'other';
const failures = new Map<string, SendFailure>();
export const sendFailureOf = (clientId: string): SendFailure | undefined => failures.get(clientId);

/**
 * Sends messages optimistically: each shows at once as 'Sending…' (outbox.ts) and turns into the
 * server's message when the answer (or the live stream's copy) arrives. Its client id is made
 * once and kept across retries, so a retry after a lost answer returns the message the server
 * already has instead of posting it twice.
 */
export function useSendMessage(conversationId: string) {
  const client = useQueryClient();

  const deliver = useCallback(
    async (message: PendingMessage) => {
      outbox.put({ ...message, status: 'sending' });
      failures.delete(message.clientId);
      try {
        const sent = await messagesApi.send(conversationId, {
          clientId: message.clientId,
          body: message.body,
          photoIds: message.photos.map((p) => p.id),
        });
        client.setQueryData<Thread>(messageKeys.thread(conversationId), (data) =>
          withMessage(data, sent),
        );
        outbox.remove(conversationId, message.clientId);
        void client.invalidateQueries({ queryKey: messageKeys.lists });
        void client.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) });
      } catch (error) {
        const rateLimited = ApiError.is(error) && error.code === 'RATE_LIMITED';
        failures.set(message.clientId, rateLimited ? 'rate-limited' : 'other');
        outbox.put({ ...message, status: 'failed' });
      }
    },
    [client, conversationId],
  );

  const send = useCallback(
    (body: string, photos: Photo[]) =>
      deliver({
        clientId: crypto.randomUUID(),
        conversationId,
        body,
        photos,
        status: 'sending',
        createdAt: new Date().toISOString(),
      }),
    [conversationId, deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = outbox.find(conversationId, clientId);
      if (message) void deliver(message);
    },
    [conversationId, deliver],
  );

  return { send, retry };
}

import {
  AppError,
  BookingRpc,
  IdentityRpc,
  NotificationEvents,
  SYSTEM_ACTOR,
  fieldError,
  type NotificationRpc,
  type UserContactReply,
} from '@arrendo/contracts';
import {
  decodeTimestampIdCursor,
  encodeTimestampIdCursor,
  enqueueEvent,
  inTransaction,
  type RpcClient,
  type RpcHandler,
} from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import { RPC_TIMEOUT_MS } from '../../app/rpc-answers.js';
import type { DB } from '../../db/types.js';
import {
  SupportRepository,
  toAdminSupportTicket,
  toFeedback,
  toSupportTicket,
} from '../../repositories/support.repository.js';
import { assertAdmin } from './admin-emails.js';

/** Feedback from one network per hour, whatever the BFF's own limit says. */
export const FEEDBACK_PER_NETWORK_PER_HOUR = 30;

function notFound(error: unknown): boolean {
  return AppError.isAppError(error) && error.code === 'NOT_FOUND';
}

/**
 * Stores a contact message and, in the same transaction, the outbox event whose consumer queues
 * the two emails: they go out only for a ticket that committed, once each (fixed job ids). The
 * kit holds the idempotency key in this transaction, so a replay answers the same ticket.
 * Identity and booking are asked first, with no transaction open (decision 0038): who writes and
 * whether the booking is theirs are other services' answers, which no lock here could hold.
 */
export function createSupportTicketHandler(deps: { client: Pick<RpcClient, 'call'> }) {
  return inTransaction<typeof NotificationRpc.createSupportTicket, DB, UserContactReply>({
    before: async (request, call) => {
      const userId = call.actor.userId;
      if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign in to contact support');
      // Who is writing is identity's word, never the request's: no one sends as someone else.
      let contact;
      try {
        contact = await deps.client.call(
          IdentityRpc.contact,
          { userId },
          { actor: SYSTEM_ACTOR, timeoutMs: RPC_TIMEOUT_MS },
        );
      } catch (error) {
        if (notFound(error)) throw new AppError('UNAUTHENTICATED', 'Sign in to contact support');
        throw error;
      }
      if (request.bookingId) {
        // Asked as the writer: booking answers only its guest, host and admins.
        try {
          await deps.client.call(
            BookingRpc.get,
            { id: request.bookingId },
            { actor: call.actor, timeoutMs: RPC_TIMEOUT_MS },
          );
        } catch (error) {
          if (notFound(error)) throw fieldError('bookingId', 'Choose one of your own bookings');
          throw error;
        }
      }
      return contact;
    },
    write: async (request, call, trx, contact) => {
      const tickets = new SupportRepository(trx);
      const row = await tickets.insertTicket({
        userId: contact.userId,
        email: contact.email,
        name: contact.firstName,
        topic: request.topic,
        bookingId: request.bookingId ?? null,
        subject: request.subject,
        message: request.message,
        locale: call.actor.locale ?? contact.locale,
      });
      await enqueueEvent(trx, NotificationEvents.SUPPORT_TICKET_CREATED, { ticketId: row.id });
      call.logger.info({ ticketId: row.id, number: row.number }, 'support ticket created');
      return toSupportTicket(row);
    },
  });
}

export function mySupportTicketsHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.mySupportTickets> {
  const support = new SupportRepository(deps.db);
  return async (request, call) => {
    const userId = call.actor.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Sign in to see your messages');
    const after = request.cursor ? decodeTimestampIdCursor(request.cursor) : null;
    const page = await support.listTickets({ userId, limit: request.limit, after });
    return {
      items: page.rows.map(toSupportTicket),
      nextCursor: page.next ? encodeTimestampIdCursor(page.next) : null,
    };
  };
}

export function createFeedbackHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.createFeedback> {
  const support = new SupportRepository(deps.db);
  return async (request, call) => {
    const ipHash = call.actor.ip ? await support.hashAddress(call.actor.ip) : null;
    if (ipHash) {
      const recent = await support.countFeedbackSince(ipHash, new Date(Date.now() - 3_600_000));
      if (recent >= FEEDBACK_PER_NETWORK_PER_HOUR) {
        throw new AppError('RATE_LIMITED', 'Too much feedback from here. Please try again later.');
      }
    }
    const row = await support.insertFeedback({
      userId: call.actor.userId,
      rating: request.rating,
      message: request.message,
      page: request.page ?? null,
      locale: call.actor.locale ?? 'es',
      ipHash,
    });
    return { id: row.id, createdAt: row.created_at.toISOString() };
  };
}

export function adminSupportTicketsHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.adminSupportTickets> {
  const support = new SupportRepository(deps.db);
  return async (request, call) => {
    assertAdmin(call.actor, 'Only administrators can see support tickets');
    const after = request.cursor ? decodeTimestampIdCursor(request.cursor) : null;
    const page = await support.listTickets({ limit: request.limit, after });
    return {
      items: page.rows.map(toAdminSupportTicket),
      nextCursor: page.next ? encodeTimestampIdCursor(page.next) : null,
    };
  };
}

export function adminFeedbackHandler(
  deps: NotificationDeps,
): RpcHandler<typeof NotificationRpc.adminFeedback> {
  const support = new SupportRepository(deps.db);
  return async (request, call) => {
    assertAdmin(call.actor, 'Only administrators can see feedback');
    const after = request.cursor ? decodeTimestampIdCursor(request.cursor) : null;
    const page = await support.listFeedback({ limit: request.limit, after });
    return {
      items: page.rows.map(toFeedback),
      nextCursor: page.next ? encodeTimestampIdCursor(page.next) : null,
    };
  };
}

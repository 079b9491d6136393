import {
  AppError,
  BookingRpc,
  IdentityRpc,
  ListingRpc,
  SYSTEM_ACTOR,
  type ConversationSummary,
  type MessagingRpc,
  type PublicUserCard,
  type RpcParsedRequestOf,
} from '@arrendo/contracts';
import { decodeTimestampIdCursor, encodeTimestampIdCursor, type RpcHandler } from '@arrendo/kit';
import { callerId, conversationNotFound } from '../../app/caller.js';
import type { MessagingDeps } from '../../app/deps.js';
import { loadSummaries, loadSummary } from '../../app/summaries.js';
import { BookingRepository } from '../../repositories/booking.repository.js';
import {
  ConversationRepository,
  type NewConversation,
} from '../../repositories/conversation.repository.js';

type OpenRequest = RpcParsedRequestOf<typeof MessagingRpc.openConversation>;

interface Opening {
  conversation: NewConversation;
  /** Opened from a booking: the projection learns it at once (its events may be late). */
  booking?: Parameters<BookingRepository['apply']>[1];
}

/** Both people's public first name and photo, asked once (deleted users are not answered). */
async function cardsOf(deps: MessagingDeps, guestId: string, hostId: string) {
  const { cards } = await deps.client.call(
    IdentityRpc.getPublicCards,
    { userIds: [guestId, hostId] },
    { actor: SYSTEM_ACTOR },
  );
  const byId = new Map<string, PublicUserCard>(cards.map((c) => [c.id, c]));
  const guest = byId.get(guestId);
  const host = byId.get(hostId);
  if (!host) throw new AppError('NOT_FOUND', 'This host is no longer on Arrendo.');
  if (!guest) throw new AppError('NOT_FOUND', 'This guest is no longer on Arrendo.');
  const snapshot = (c: PublicUserCard) => ({ firstName: c.firstName, avatarUrl: c.avatarUrl });
  return { guest: snapshot(guest), host: snapshot(host) };
}

/** 'Contact host' on a listing page: the caller is the guest. */
async function fromListing(
  deps: MessagingDeps,
  userId: string,
  listingId: string,
): Promise<Opening> {
  const property = await deps.client.call(
    ListingRpc.getProperty,
    { id: listingId },
    { actor: SYSTEM_ACTOR },
  );
  if (property.status !== 'published') throw new AppError('NOT_FOUND', 'Listing not found');
  if (property.hostId === userId) {
    throw new AppError('CONFLICT', 'This is your own listing: you cannot message yourself.', {
      reason: 'own_listing',
    });
  }
  const people = await cardsOf(deps, userId, property.hostId);
  return {
    conversation: {
      listingId,
      guestId: userId,
      hostId: property.hostId,
      ...people,
      listingTitle: property.title,
      listingPhotoUrl: property.photos[0]?.url ?? null,
    },
  };
}

/** From a booking: the booking service decides whether the caller is its guest or host. */
async function fromBooking(
  deps: MessagingDeps,
  actor: Parameters<RpcHandler<typeof MessagingRpc.openConversation>>[1]['actor'],
  bookingId: string,
): Promise<Opening> {
  const booking = await deps.client.call(BookingRpc.get, { id: bookingId }, { actor });
  if (booking.guestId === booking.hostId) {
    throw new AppError('CONFLICT', 'This is your own listing: you cannot message yourself.', {
      reason: 'own_listing',
    });
  }
  const people = await cardsOf(deps, booking.guestId, booking.hostId);
  return {
    conversation: {
      listingId: booking.propertyId,
      guestId: booking.guestId,
      hostId: booking.hostId,
      ...people,
      listingTitle: booking.listing.title,
      listingPhotoUrl: booking.listing.coverUrl,
    },
    booking: {
      id: booking.id,
      listingId: booking.propertyId,
      guestId: booking.guestId,
      status: booking.status,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      at: new Date(),
    },
  };
}

/**
 * Opens the conversation of a (listing, guest), or answers the open one. The other services are
 * asked before the transaction, which only writes.
 */
export function openConversationHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.openConversation> {
  const conversations = new ConversationRepository(deps.db);
  const bookings = new BookingRepository();
  return async (request: OpenRequest, call): Promise<ConversationSummary> => {
    const userId = callerId(call.actor);
    if ('listingId' in request) {
      const existing = await conversations.findIdFor(request.listingId, userId);
      if (existing) {
        const summary = await loadSummary(deps, userId, existing);
        if (summary) return summary;
      }
    }
    const opening =
      'listingId' in request
        ? await fromListing(deps, userId, request.listingId)
        : await fromBooking(deps, call.actor, request.bookingId);
    const id = await deps.db.transaction().execute(async (trx) => {
      if (opening.booking) await bookings.apply(trx, opening.booking);
      return conversations.openOnce(trx, opening.conversation);
    });
    const summary = await loadSummary(deps, userId, id);
    if (!summary) throw conversationNotFound();
    return summary;
  };
}

export function listConversationsHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.listConversations> {
  return async (request, call) => {
    const userId = callerId(call.actor);
    const { items, last } = await loadSummaries(deps, {
      userId,
      filter: request.filter,
      ...(request.cursor ? { cursor: decodeTimestampIdCursor(request.cursor) } : {}),
      limit: request.limit,
    });
    const nextCursor =
      last && items.length === request.limit
        ? encodeTimestampIdCursor({ createdAt: last.cursor_updated_at, id: last.id })
        : null;
    return { items, nextCursor };
  };
}

export function getConversationHandler(
  deps: MessagingDeps,
): RpcHandler<typeof MessagingRpc.getConversation> {
  return async (request, call) => {
    const summary = await loadSummary(deps, callerId(call.actor), request.conversationId);
    if (!summary) throw conversationNotFound();
    return summary;
  };
}

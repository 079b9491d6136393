import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  Booking,
  BookingDetailResponse,
  BookingIdParams,
  BookingListResponse,
  BookingRpc,
  CancelBookingBody,
  CancellationPreview,
  CreateBookingBody,
  GuestBookingsQuery,
  IdentityRpc,
  PUBLIC_CARDS_MAX,
  PaymentRpc,
  type BookingArrival,
  type BookingGuest,
  type Payment,
} from '@arrendo/contracts';
import { byUser } from '../../../lib/rate-keys.js';
import { decisionIntent, holdIntent, idempotencyKeyOf } from '../../../lib/idempotency-keys.js';

/** A user's public card (first name, avatar), or null when identity does not know them now. */
export async function guestCardOf(
  request: FastifyRequest,
  userId: string,
): Promise<BookingGuest | null> {
  try {
    const p = await request.call(IdentityRpc.getPublicProfile, { userId });
    return { id: p.id, firstName: p.firstName, displayName: p.displayName, avatarUrl: p.avatarUrl };
  } catch (error) {
    // A deleted account is gone from the booking's page, not the booking.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The cards of a list's people by id, in one call; deleted accounts are simply absent. */
export async function guestCardsOf(
  request: FastifyRequest,
  userIds: readonly string[],
): Promise<Record<string, BookingGuest>> {
  const unique = [...new Set(userIds)];
  const guests: Record<string, BookingGuest> = {};
  for (let i = 0; i < unique.length; i += PUBLIC_CARDS_MAX) {
    const { cards } = await request.call(IdentityRpc.getPublicCards, {
      userIds: unique.slice(i, i + PUBLIC_CARDS_MAX),
    });
    for (const card of cards) guests[card.id] = card;
  }
  return guests;
}

/** The booking's payment attempts; the page still answers while the payment service is down. */
async function paymentsOf(request: FastifyRequest, bookingId: string): Promise<Payment[]> {
  try {
    return (await request.call(PaymentRpc.listForBooking, { bookingId })).items;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAVAILABLE') {
      request.log.warn(
        { bookingId },
        'booking shown without payments: payment service unavailable',
      );
      return [];
    }
    throw error;
  }
}

/**
 * The exact place of a confirmed booking, as the booking service answers the caller (it alone
 * decides: decision 0028). Not asked before confirmation, so a pending trip makes no failing call;
 * a booking cancelled meanwhile (CONFLICT) or a listing service that does not answer leaves the
 * page with the approximate place.
 */
async function arrivalOf(
  request: FastifyRequest,
  booking: Booking,
): Promise<BookingArrival | null> {
  if (booking.status !== 'confirmed') return null;
  try {
    return await request.call(BookingRpc.arrival, { id: booking.id });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'UNAVAILABLE')) {
      request.log.warn(
        { bookingId: booking.id, code: error.code },
        'booking shown without arrival',
      );
      return null;
    }
    throw error;
  }
}

/**
 * `/api/bookings` (signed in): the guest's holds and trips, and the answers of either party.
 * Every rule — who may see, cancel, accept — is the booking service's, asked as the caller;
 * a stranger's id is 404 there. Table in contracts `http/bookings.ts`.
 */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  // Counting needs Redis; a hold guards no secret, so an outage lets guests book.
  const limitedHolds = app.rateLimited(
    [
      {
        name: 'bookings:user',
        max: app.config.RATE_LIMIT_BOOKINGS_PER_USER,
        windowMs: 60_000,
        key: byUser,
      },
    ],
    { whenStoreDown: 'allow' },
  );
  // How many holds at once, client address by client address: a burst of holds (say, for one
  // slot) is refused here with 429 instead of filling the booking service's queue, whose 503
  // would reach every other guest too (decision 0024).
  const admitHold = app.gated('holds');

  app.post(
    '/',
    {
      schema: { body: CreateBookingBody, response: { 201: Booking } },
      preHandler: limitedHolds,
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request, holdIntent(request.body));
      const booking = await admitHold(request, () =>
        request.callIdempotent(BookingRpc.hold, request.body, key),
      );
      return reply.code(201).send(booking);
    },
  );

  app.get(
    '/',
    { schema: { querystring: GuestBookingsQuery, response: { 200: BookingListResponse } } },
    async (request) => {
      const { tab, cursor, limit } = request.query;
      return request.call(BookingRpc.listForGuest, {
        tab,
        limit,
        ...(cursor ? { cursor } : {}),
      });
    },
  );

  app.get(
    '/:id',
    { schema: { params: BookingIdParams, response: { 200: BookingDetailResponse } } },
    async (request) => {
      const booking = await request.call(BookingRpc.get, { id: request.params.id });
      const counterpartId =
        request.actor.userId === booking.guestId ? booking.hostId : booking.guestId;
      const [payments, counterpart, arrival] = await Promise.all([
        paymentsOf(request, booking.id),
        guestCardOf(request, counterpartId),
        arrivalOf(request, booking),
      ]);
      return { booking, payments, counterpart, arrival };
    },
  );

  app.get(
    '/:id/cancellation',
    { schema: { params: BookingIdParams, response: { 200: CancellationPreview } } },
    async (request) => request.call(BookingRpc.cancellationPreview, { id: request.params.id }),
  );

  app.post(
    '/:id/cancel',
    { schema: { params: BookingIdParams, body: CancelBookingBody, response: { 200: Booking } } },
    async (request) => {
      const { id } = request.params;
      const { expectedRefund } = request.body;
      const key = idempotencyKeyOf(request, decisionIntent(`cancel:${id}:${expectedRefund}`));
      return request.callIdempotent(BookingRpc.cancel, { id, expectedRefund }, key);
    },
  );

  app.post(
    '/:id/accept',
    { schema: { params: BookingIdParams, response: { 200: Booking } } },
    async (request) => {
      const { id } = request.params;
      return request.callIdempotent(
        BookingRpc.accept,
        { id },
        idempotencyKeyOf(request, decisionIntent(`accept:${id}`)),
      );
    },
  );

  app.post(
    '/:id/decline',
    { schema: { params: BookingIdParams, response: { 200: Booking } } },
    async (request) => {
      const { id } = request.params;
      return request.callIdempotent(
        BookingRpc.decline,
        { id },
        idempotencyKeyOf(request, decisionIntent(`decline:${id}`)),
      );
    },
  );
};

export default bookingRoutes;

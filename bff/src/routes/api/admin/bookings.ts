import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AdminBookingDetail,
  AdminBookingIdParams,
  AdminBookingsQuery,
  AdminBookingsResponse,
  AdminBookingTimeline,
  AdminCancelBookingBody,
  AdminCancellationQuote,
  AppError,
  Booking,
  BookingRpc,
  IdentityRpc,
  NotificationRpc,
  PaymentRpc,
  type AdminBookingPerson,
} from '@arrendo/contracts';
import { composeTimeline } from '../../../lib/admin-booking-timeline.js';
import { decisionIntent, idempotencyKeyOf } from '../../../lib/idempotency-keys.js';

/** A side of the booking from identity; null once the account is gone (NOT_FOUND). */
async function personOf(
  request: FastifyRequest,
  userId: string,
): Promise<AdminBookingPerson | null> {
  try {
    const user = await request.call(IdentityRpc.adminUser, { userId });
    return { id: user.id, fullName: user.fullName, email: user.email };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A part of the timeline that may be missing: an outage leaves it out (the page says so). */
async function unlessDown<T>(request: FastifyRequest, what: string, call: Promise<T>) {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'UNAVAILABLE' || error.code === 'INTERNAL')) {
      request.log.warn({ code: error.code, what }, 'admin booking timeline without a source');
      return null;
    }
    throw error;
  }
}

/**
 * `/api/admin/bookings*` (decision 0050): admins only (the parent block's hook; every service
 * checks the role again from the actor). The booking service owns the booking and its rules;
 * the BFF adds the people from identity and composes the timeline from booking, payment and
 * notification. Table in contracts `http/admin-bookings.ts`.
 */
const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: AdminBookingsQuery, response: { 200: AdminBookingsResponse } } },
    async (request) => request.call(BookingRpc.adminSearch, request.query),
  );

  app.get(
    '/:id',
    { schema: { params: AdminBookingIdParams, response: { 200: AdminBookingDetail } } },
    async (request) => {
      const booking = await request.call(BookingRpc.adminGet, { id: request.params.id });
      const [guest, host] = await Promise.all([
        personOf(request, booking.guestId),
        personOf(request, booking.hostId),
      ]);
      return { booking, guest, host };
    },
  );

  app.get(
    '/:id/timeline',
    { schema: { params: AdminBookingIdParams, response: { 200: AdminBookingTimeline } } },
    async (request) => {
      const { id } = request.params;
      const [history, money] = await Promise.all([
        request.call(BookingRpc.adminHistory, { id }),
        unlessDown(request, 'payment', request.call(PaymentRpc.adminBooking, { bookingId: id })),
      ]);
      const paymentIds = (money?.payments ?? []).map((p) => p.id).slice(0, 20);
      const sent = await unlessDown(
        request,
        'notification',
        request.call(NotificationRpc.adminBooking, { bookingId: id, paymentIds }),
      );
      return { bookingId: id, ...composeTimeline(history, money, sent) };
    },
  );

  app.get(
    '/:id/cancellation',
    { schema: { params: AdminBookingIdParams, response: { 200: AdminCancellationQuote } } },
    async (request) => request.call(BookingRpc.adminCancellationQuote, { id: request.params.id }),
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        params: AdminBookingIdParams,
        body: AdminCancelBookingBody,
        response: { 200: Booking },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { refund, expectedRefund, reason } = request.body;
      // The page sends a key per dialog; without one, a double submit within a minute is one.
      const key = idempotencyKeyOf(
        request,
        decisionIntent(`admin-cancel:${id}:${refund.kind}:${expectedRefund}`),
      );
      return request.callIdempotent(
        BookingRpc.adminCancel,
        { id, refund, expectedRefund, reason },
        key,
      );
    },
  );
};

export default adminBookingRoutes;

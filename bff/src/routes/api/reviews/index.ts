import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  BookingIdParams,
  BookingReviewsResponse,
  HostIdParams,
  PropertyIdParams,
  Review,
  ReviewIdParams,
  ReviewListQuery,
  ReviewListResponse,
  ReviewResponseBody,
  ReviewRpc,
  WriteReviewBody,
  type ReviewPage,
} from '@arrendo/contracts';
import { decisionIntent, idempotencyKeyOf } from '../../../lib/idempotency-keys.js';
import { guestCardsOf } from '../bookings/index.js';

/** A page of reviews with its authors' public cards (first name, avatar). */
async function withAuthors(request: FastifyRequest, page: ReviewPage) {
  const authors = await guestCardsOf(
    request,
    page.items.map((r) => r.authorId),
  );
  return { ...page, authors };
}

/**
 * Reviews (decision 0044): every rule — who may write, when, what each side sees — is the booking
 * service's, asked as the caller. Mounted at `/api` beside the resources they belong to (a
 * booking's, a property's, a host's). Table in contracts `http/reviews.ts`.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:id/reviews',
    {
      preHandler: app.requireUser,
      schema: { params: BookingIdParams, response: { 200: BookingReviewsResponse } },
    },
    async (request) => request.call(ReviewRpc.forBooking, { bookingId: request.params.id }),
  );

  app.post(
    '/bookings/:id/reviews',
    {
      preHandler: app.requireUser,
      schema: {
        params: BookingIdParams,
        body: WriteReviewBody,
        response: { 200: BookingReviewsResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const key = idempotencyKeyOf(
        request,
        decisionIntent(`review:${id}:${JSON.stringify(request.body)}`),
      );
      return request.callIdempotent(ReviewRpc.write, { bookingId: id, ...request.body }, key);
    },
  );

  app.post(
    '/reviews/:id/response',
    {
      preHandler: app.requireUser,
      schema: { params: ReviewIdParams, body: ReviewResponseBody, response: { 200: Review } },
    },
    async (request) => {
      const { id } = request.params;
      const key = idempotencyKeyOf(
        request,
        decisionIntent(`review-response:${id}:${request.body.text}`),
      );
      return request.callIdempotent(
        ReviewRpc.respond,
        { reviewId: id, text: request.body.text },
        key,
      );
    },
  );

  app.get(
    '/properties/:id/reviews',
    {
      schema: {
        params: PropertyIdParams,
        querystring: ReviewListQuery,
        response: { 200: ReviewListResponse },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const page = await request.call(ReviewRpc.listForListing, {
        listingId: request.params.id,
        limit,
        ...(cursor ? { cursor } : {}),
      });
      return withAuthors(request, page);
    },
  );

  app.get(
    '/hosts/:id/reviews',
    {
      schema: {
        params: HostIdParams,
        querystring: ReviewListQuery,
        response: { 200: ReviewListResponse },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const page = await request.call(ReviewRpc.listForHost, {
        hostId: request.params.id,
        limit,
        ...(cursor ? { cursor } : {}),
      });
      return withAuthors(request, page);
    },
  );
};

export default reviewRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  AdminDashboardQuery,
  AdminDashboardResponse,
  AppError,
  BookingRpc,
  deadLetterSummaryRpc,
  IdentityRpc,
  ListingRpc,
  PaymentRpc,
  SERVICE_NAMES,
} from '@arrendo/contracts';
import { dashboardSpan, fillDashboardSeries } from '../../../lib/admin-dashboard.js';
import { readQueueHealth } from '../../../lib/queue-health.js';

/** Queue counts are a few Redis reads; past this the card says unavailable instead of waiting. */
const QUEUE_TIMEOUT_MS = 3000;

/** Refusals about the operator, not the service: they hold for the whole page. */
function isAboutTheCaller(error: unknown): boolean {
  return (
    AppError.isAppError(error) && (error.code === 'FORBIDDEN' || error.code === 'UNAUTHENTICATED')
  );
}

/**
 * A section's answer, or null when its source did not answer (logged). A refusal of the caller
 * is thrown: the whole page is refused, not one card.
 */
async function settle<T>(
  log: FastifyBaseLogger,
  section: string,
  work: Promise<T>,
): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isAboutTheCaller(error)) throw error;
    const level = AppError.isAppError(error) && error.code === 'UNAVAILABLE' ? 'warn' : 'error';
    log[level]({ err: error, section }, 'admin dashboard: no answer');
    return null;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('UNAVAILABLE', 'No answer in time')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const unavailable = { status: 'unavailable' as const };

/**
 * `GET /api/admin/dashboard?days=30|90|365`, registered inside the admin-only scope: each
 * service's figures (`rpc.<service>.admin.stats`, which check the role again), the BullMQ queues
 * and every service's unresolved dead letters, all asked at once. A source that does not answer
 * marks its own section unavailable; the page still answers 200.
 */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: AdminDashboardQuery,
        response: { 200: AdminDashboardResponse },
      },
    },
    async (request) => {
      const { days } = request.query;
      const span = dashboardSpan(days, new Date());
      const log = request.log;
      const [users, listings, bookings, money, queues, letters] = await Promise.all([
        settle(log, 'users', request.call(IdentityRpc.adminStats, span)),
        settle(log, 'listings', request.call(ListingRpc.adminStats, span)),
        settle(log, 'bookings', request.call(BookingRpc.adminStats, span)),
        settle(log, 'money', request.call(PaymentRpc.adminStats, span)),
        settle(
          log,
          'queues',
          withTimeout(readQueueHealth(app.redis, app.config.QUEUE_PREFIX), QUEUE_TIMEOUT_MS),
        ),
        Promise.all(
          SERVICE_NAMES.map(async (service) => ({
            service,
            summary: await settle(
              log,
              `deadLetters.${service}`,
              request.call(deadLetterSummaryRpc(service), {}),
            ),
          })),
        ),
      ]);

      const answered = letters.filter((l) => l.summary !== null);
      return {
        days,
        from: span.from,
        to: span.to,
        users: users
          ? { status: 'ok' as const, total: users.total, newInPeriod: users.newInPeriod }
          : unavailable,
        listings: listings ? { status: 'ok' as const, ...listings } : unavailable,
        bookings: bookings
          ? {
              status: 'ok' as const,
              confirmedInPeriod: bookings.confirmedInPeriod,
              cancelledInPeriod: bookings.cancelledInPeriod,
              upcoming: bookings.upcoming,
            }
          : unavailable,
        money: money
          ? {
              status: 'ok' as const,
              currency: money.currency,
              platformFees: money.platformFees,
              vat: money.vat,
              owed: money.payoutsUpcoming + money.payoutsReady + money.payoutsScheduled,
              payoutsUpcoming: money.payoutsUpcoming,
              payoutsReady: money.payoutsReady,
              payoutsScheduled: money.payoutsScheduled,
              paidInPeriod: money.paidInPeriod,
            }
          : unavailable,
        queues: queues ? { status: 'ok' as const, queues } : unavailable,
        deadLetters:
          answered.length > 0
            ? {
                status: 'ok' as const,
                unresolved: answered.reduce((sum, l) => sum + (l.summary?.unresolved ?? 0), 0),
                unavailableServices: letters
                  .filter((l) => l.summary === null)
                  .map((l) => l.service),
              }
            : unavailable,
        series: fillDashboardSeries(span, {
          newUsers: users?.newUsers ?? null,
          bookingsConfirmed: bookings?.confirmed ?? null,
          platformFees: money?.fees ?? null,
        }),
      };
    },
  );
};

export default adminDashboardRoutes;

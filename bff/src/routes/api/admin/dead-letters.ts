import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDeadLetterParams,
  AdminDeadLettersQuery,
  AdminDeadLettersResponse,
  AdminDeadLetterSummaryResponse,
  AdminRetryDeadLetterResponse,
  AppError,
  deadLetterSummaryRpc,
  deadLettersRpc,
  retryDeadLetterRpc,
  SERVICE_NAMES,
  type AdminDeadLetterServiceSummary,
  type ServiceName,
} from '@arrendo/contracts';

function rpcsOf(service: ServiceName) {
  return {
    list: deadLettersRpc(service),
    summary: deadLetterSummaryRpc(service),
    retry: retryDeadLetterRpc(service),
  };
}

/** Refusals about the operator, not the service: they hold for the whole page. */
function isAboutTheCaller(error: unknown): boolean {
  return (
    AppError.isAppError(error) && (error.code === 'FORBIDDEN' || error.code === 'UNAUTHENTICATED')
  );
}

/**
 * `/api/admin/dead-letters*`, registered inside the admin-only scope: every service's failed work
 * (`rpc.<service>.admin.*`, which check the admin role again from the actor).
 */
const deadLetterRoutes: FastifyPluginAsyncZod = async (app) => {
  const rpcs = Object.fromEntries(SERVICE_NAMES.map((name) => [name, rpcsOf(name)])) as Record<
    ServiceName,
    ReturnType<typeof rpcsOf>
  >;

  app.get(
    '/',
    {
      schema: {
        querystring: AdminDeadLettersQuery,
        response: { 200: AdminDeadLettersResponse },
      },
    },
    async (request) => {
      const { service, cursor, limit, unresolvedOnly } = request.query;
      // A service that does not answer is a 503 here: this page is about that one service.
      const page = await request.call(rpcs[service].list, {
        limit,
        unresolvedOnly,
        ...(cursor ? { cursor } : {}),
      });
      return { service, ...page };
    },
  );

  app.get(
    '/summary',
    { schema: { response: { 200: AdminDeadLetterSummaryResponse } } },
    async (request) => {
      // Asked all at once; one service down (or slow) only marks its own part.
      const services = await Promise.all(
        SERVICE_NAMES.map(async (service): Promise<AdminDeadLetterServiceSummary> => {
          try {
            const { unresolved } = await request.call(rpcs[service].summary, {});
            return { service, status: 'ok', unresolved };
          } catch (error) {
            if (isAboutTheCaller(error)) throw error;
            const level =
              AppError.isAppError(error) && error.code === 'UNAVAILABLE' ? 'warn' : 'error';
            request.log[level]({ err: error, service }, 'dead-letter summary: no answer');
            return { service, status: 'unavailable' };
          }
        }),
      );
      return { services };
    },
  );

  app.post(
    '/:service/:id/retry',
    {
      schema: {
        params: AdminDeadLetterParams,
        response: { 200: AdminRetryDeadLetterResponse },
      },
    },
    // CONFLICT (409) carries the service's reason: already retried, no longer kept, failed again.
    async (request) => request.call(rpcs[request.params.service].retry, { id: request.params.id }),
  );
};

export default deadLetterRoutes;

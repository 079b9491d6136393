import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiHealthResponse,
  healthRpc,
  PaymentRpc,
  SERVICE_NAMES,
  type ApiHealthResponse as Health,
} from '@arrendo/contracts';

type Check = Health['checks'][string];

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function failed(error: unknown): Check {
  return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeoutMs = app.config.HEALTH_RPC_TIMEOUT_MS;

  async function checkNats(): Promise<Check> {
    if (app.nc.isClosed()) return { status: 'down', detail: 'connection closed' };
    try {
      const rtt = await withTimeout(app.nc.rtt(), timeoutMs, 'NATS');
      return { status: 'ok', detail: `rtt ${rtt} ms` };
    } catch (error) {
      return failed(error);
    }
  }

  async function checkRedis(): Promise<Check> {
    try {
      await withTimeout(app.redis.ping(), timeoutMs, 'Redis');
      return { status: 'ok' };
    } catch (error) {
      return failed(error);
    }
  }

  async function checkService(name: string): Promise<Check> {
    try {
      const reply = await app.services.call(healthRpc(name), {}, { timeoutMs });
      const problems = Object.entries(reply.checks)
        .filter(([, c]) => c.status !== 'ok')
        .map(([k, c]) => `${k}: ${c.detail ?? c.status}`);
      return problems.length
        ? { status: reply.status, detail: problems.join('; ') }
        : { status: reply.status };
    } catch (error) {
      return failed(error);
    }
  }

  /** Whether the payment service runs the offline dev provider; undefined when it did not say. */
  async function devPaymentProvider(): Promise<boolean | undefined> {
    try {
      const config = await app.services.call(PaymentRpc.config, {}, { timeoutMs });
      return config.devProvider;
    } catch {
      // Its health check below says why.
      return undefined;
    }
  }

  app.get(
    '/',
    {
      schema: { response: { 200: ApiHealthResponse, 503: ApiHealthResponse } },
      config: { otel: false },
    },
    async (_request, reply) => {
      const [devPayments, nats, redis, ...services] = await Promise.all([
        devPaymentProvider(),
        checkNats(),
        checkRedis(),
        ...SERVICE_NAMES.map((name) => checkService(name)),
      ]);
      const checks: Health['checks'] = { nats: nats!, redis: redis! };
      SERVICE_NAMES.forEach((name, i) => {
        checks[name] = services[i]!;
      });
      const statuses = Object.values(checks).map((c) => c.status);
      const status: Health['status'] =
        nats!.status === 'down' || services.every((s) => s.status === 'down')
          ? 'down'
          : statuses.every((s) => s === 'ok')
            ? 'ok'
            : 'degraded';
      return reply.code(status === 'ok' ? 200 : 503).send({
        status,
        checks,
        ...(devPayments === undefined ? {} : { devPaymentProvider: devPayments }),
      });
    },
  );
};

export default healthRoutes;

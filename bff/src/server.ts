import { PaymentRpc } from '@arrendo/contracts';
import { onShutdownSignal } from '@arrendo/kit';
import { initTelemetry } from '@arrendo/kit/telemetry';
import { loadBffEnv } from './env.js';
import { buildApp } from './app.js';
import { announceDevPayments } from './lib/dev-payments-notice.js';

const env = loadBffEnv();
const stopTelemetry = initTelemetry({
  serviceName: 'bff',
  endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
  disabled: env.OTEL_SDK_DISABLED,
});

// connectionTimeout drops sockets that never send a request; requestTimeout bounds slow clients.
const app = await buildApp(env, { connectionTimeoutMs: 10_000, requestTimeoutMs: 30_000 });

let stopDevPaymentsNotice = (): void => {};

// app.close() stops accepting, lets in-flight requests finish, then its onClose hooks drain NATS
// and quit Redis.
onShutdownSignal(async () => {
  app.log.info('shutting down');
  stopDevPaymentsNotice();
  await app.close();
  await stopTelemetry();
}, 10_000);

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.error({ err: error }, 'could not start the BFF');
  process.exit(1);
}

stopDevPaymentsNotice = announceDevPayments({
  ask: () => app.services.call(PaymentRpc.config, {}, { timeoutMs: env.HEALTH_RPC_TIMEOUT_MS }),
  log: app.log,
});

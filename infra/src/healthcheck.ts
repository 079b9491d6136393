import { healthRpc } from '@arrendo/contracts';
import { RpcClient } from '@arrendo/kit';
import { connect } from 'nats';

// Container healthcheck for a NATS-only service: `tsx infra/src/healthcheck.ts listing`
// asks `rpc.listing.health.check` (served by the kit) and exits 0 only when the service reports ok.
const service = process.argv[2];
if (service === undefined || !/^[a-z-]+$/.test(service)) {
  console.error('usage: tsx infra/src/healthcheck.ts <service>');
  process.exit(2);
}

const nc = await connect({
  servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  reconnect: false,
  timeout: 3000,
});
try {
  const client = new RpcClient({
    nc,
    prefix: process.env.NATS_SUBJECT_PREFIX ?? '',
    timeoutMs: 3000,
  });
  const reply = await client.call(healthRpc(service), {});
  console.log(JSON.stringify(reply));
  process.exitCode = reply.status === 'ok' ? 0 : 1;
} catch (error) {
  console.error(`${service}: ${String(error)}`);
  process.exitCode = 1;
} finally {
  await nc.close();
}

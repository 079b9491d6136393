import fp from 'fastify-plugin';
import { connectNats, RpcClient, type Logger } from '@arrendo/kit';

/** One NATS connection per BFF process; drained on close so in-flight replies still arrive. */
export default fp(
  async (app) => {
    const nc = await connectNats({
      url: app.config.NATS_URL,
      name: 'bff',
      logger: app.log as Logger,
    });
    app.decorate('nc', nc);
    app.decorate(
      'services',
      new RpcClient({
        nc,
        prefix: app.config.NATS_SUBJECT_PREFIX,
        timeoutMs: app.config.RPC_TIMEOUT_MS,
      }),
    );
    app.addHook('onClose', async () => {
      if (!nc.isClosed()) await nc.drain();
    });
  },
  { name: 'nats' },
);

import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ANONYMOUS, type IdempotentRpcDefinition, type RpcDefinition } from '@arrendo/contracts';
import type { z } from 'zod';
import { requestLocale } from '../../lib/locale.js';

/**
 * `request.call(Rpc.x, data)`: every service call carries the acting user, their language and
 * address. The actor starts anonymous; the authenticate hook replaces it.
 */
export default fp(
  async (app) => {
    app.decorateRequest('actor', null as unknown as FastifyRequest['actor']);
    app.decorateRequest('call', function call<
      D extends RpcDefinition,
    >(this: FastifyRequest, definition: D, data: z.input<D['request']>, options: { timeoutMs?: number } = {}): Promise<
      z.output<D['response']>
    > {
      return app.services.call(definition, data, {
        actor: this.actor,
        timeoutMs: options.timeoutMs ?? app.config.RPC_TIMEOUT_MS,
      });
    });
    // Commands that move money or inventory need the caller's key (one per intent): a retry with
    // it is answered with the first result instead of acting twice.
    app.decorateRequest('callIdempotent', function callIdempotent<
      D extends IdempotentRpcDefinition,
    >(this: FastifyRequest, definition: D, data: z.input<D['request']>, idempotencyKey: string, options: { timeoutMs?: number } = {}): Promise<
      z.output<D['response']>
    > {
      return app.services.call(definition, data, {
        actor: this.actor,
        idempotencyKey,
        timeoutMs: options.timeoutMs ?? app.config.RPC_TIMEOUT_MS,
      });
    });
    app.addHook('onRequest', async (request) => {
      const locale = requestLocale(request);
      request.actor = { ...ANONYMOUS, ip: request.ip.slice(0, 64), ...(locale ? { locale } : {}) };
    });
  },
  { name: 'services', dependencies: ['nats', 'cookie'] },
);

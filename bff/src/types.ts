import type { NatsConnection } from 'nats';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Actor, IdempotentRpcDefinition, RpcDefinition } from '@arrendo/contracts';
import type { RpcClient } from '@arrendo/kit';
import type { BffEnv } from './env.js';

/** What a verified access token says about its bearer. */
export interface SessionClaims {
  sub: string;
  roles: Actor['roles'];
  /** The session (refresh-token family) it belongs to: ending the session ends the token. */
  sid: string;
  /** The user's session version when minted: raising it ends every older token. */
  sv: number;
}

export type CallRpc = <D extends RpcDefinition>(
  definition: D,
  data: z.input<D['request']>,
  options?: { timeoutMs?: number },
) => Promise<z.output<D['response']>>;

export type CallIdempotentRpc = <D extends IdempotentRpcDefinition>(
  definition: D,
  data: z.input<D['request']>,
  idempotencyKey: string,
  options?: { timeoutMs?: number },
) => Promise<z.output<D['response']>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: BffEnv;
    nc: NatsConnection;
    redis: Redis;
    services: RpcClient;
  }
  interface FastifyRequest {
    /** Who is acting: anonymous until the authenticate hook verifies a session. */
    actor: Actor;
    /** Calls a service as this request's actor with the configured timeout. */
    call: CallRpc;
    /** Calls an idempotent command as this request's actor with the intent's key. */
    callIdempotent: CallIdempotentRpc;
  }
}

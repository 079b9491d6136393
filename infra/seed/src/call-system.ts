import {
  AppError,
  SYSTEM_ACTOR,
  type Actor,
  type AnyRpcDefinition,
  type RpcDefinition,
} from '@arrendo/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { SeedContext } from './context.js';

/**
 * Calls a service as the system actor. While the service is unavailable (still migrating on a
 * first start, restarting, or slow to answer) the call is repeated with backoff until
 * `ctx.waitMs` has passed; this is safe because every command the seed sends is idempotent.
 * Any other error (validation, forbidden) is a bug in the seed and fails at once.
 */
export function callAsSystem<D extends RpcDefinition>(
  ctx: Pick<SeedContext, 'client' | 'logger' | 'waitMs'>,
  definition: D,
  data: z.input<D['request']>,
): Promise<z.output<D['response']>> {
  return callAs(ctx, { actor: SYSTEM_ACTOR }, definition, data);
}

/**
 * As `callAsSystem`, as another actor (a demo guest booking, the demo host accepting), with the
 * command's idempotency key when it takes one: a repeat after UNAVAILABLE is the same attempt.
 */
export async function callAs<D extends AnyRpcDefinition>(
  ctx: Pick<SeedContext, 'client' | 'logger' | 'waitMs'>,
  as: { actor: Actor; idempotencyKey?: string },
  definition: D,
  data: z.input<D['request']>,
): Promise<z.output<D['response']>> {
  const deadline = Date.now() + ctx.waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      // One signature for both kinds: the client's overloads tie an idempotent command to a key,
      // which `as` carries whenever the caller sends one.
      const call = ctx.client.call.bind(ctx.client) as (
        d: AnyRpcDefinition,
        input: unknown,
        options: { actor: Actor; idempotencyKey?: string },
      ) => Promise<z.output<D['response']>>;
      return await call(definition, data, as);
    } catch (error) {
      const retriable = AppError.isAppError(error) && error.code === 'UNAVAILABLE';
      if (!retriable || Date.now() >= deadline) throw error;
      if (attempt === 1 || attempt % 10 === 0) {
        ctx.logger.info(
          { subject: definition.subject, reason: error.details?.reason },
          'waiting for the service to answer',
        );
      }
      await sleep(Math.min(250 * attempt, 2000));
    }
  }
}

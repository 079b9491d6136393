import { AppError, SYSTEM_ACTOR, type RpcDefinition } from '@arrendo/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { SeedContext } from './context.js';

/**
 * Calls a service as the system actor. While the service is unavailable (still migrating on a
 * first start, restarting, or slow to answer) the call is repeated with backoff until
 * `ctx.waitMs` has passed; this is safe because every command the seed sends is idempotent.
 * Any other error (validation, forbidden) is a bug in the seed and fails at once.
 */
export async function callAsSystem<D extends RpcDefinition>(
  ctx: Pick<SeedContext, 'client' | 'logger' | 'waitMs'>,
  definition: D,
  data: z.input<D['request']>,
): Promise<z.output<D['response']>> {
  const deadline = Date.now() + ctx.waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.client.call(definition, data, { actor: SYSTEM_ACTOR });
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

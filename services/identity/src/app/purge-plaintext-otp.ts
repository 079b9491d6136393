import { IdentityEvents } from '@arrendo/contracts';
import { streamNameFor, subjectFor, type ServiceContext } from '@arrendo/kit';

/**
 * v1 `otp.requested` events carried plain codes and JetStream keeps events 14 days: drop them
 * from identity's stream. Idempotent and cheap (nothing matches after the first run); a failure
 * only delays the clean-up to the next start, so it never stops the service.
 */
export async function purgePlaintextOtpEvents(
  ctx: Pick<ServiceContext<unknown>, 'nc' | 'logger' | 'env'>,
): Promise<void> {
  const prefix = ctx.env.NATS_SUBJECT_PREFIX;
  try {
    const jsm = await ctx.nc.jetstreamManager();
    const { purged } = await jsm.streams.purge(streamNameFor(prefix, 'identity'), {
      filter: subjectFor(prefix, IdentityEvents.OTP_REQUESTED.subject),
    });
    if (purged > 0)
      ctx.logger.info({ purged }, 'purged v1 OTP events (plain codes) from the stream');
  } catch (err) {
    ctx.logger.warn(
      { err },
      'could not purge v1 OTP events from the stream; will retry at next start',
    );
  }
}

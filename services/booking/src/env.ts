import { LIMITS } from '@arrendo/contracts';
import { z } from 'zod';

/** The booking service's own variables, merged by the kit with the base env. */
export const envSchema = z.object({
  /** How long a checkout hold keeps the slot (spec §9: 15 minutes). */
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(LIMITS.pendingHoldMinutes),
  /**
   * How often lapsed holds are swept. Each hold also has a delayed job at its own expiry; the
   * sweep is the safety net when that job is lost (Redis down at hold time, queue flushed).
   */
  BOOKING_HOLD_SWEEP_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
});
export type BookingEnv = z.output<typeof envSchema>;

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
  /** How often reviews whose 14-day window closed are published (decision 0044). */
  REVIEW_PUBLISH_SWEEP_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  /** How often followed outside calendars (iCal imports) are read again. */
  CALENDAR_IMPORT_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Each read of an outside calendar gives up after this. */
  CALENDAR_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /**
   * Lets imports reach private and loopback addresses: only for tests that serve a feed on this
   * machine. Off, a URL that resolves to our own network is refused (the server fetches it).
   */
  CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type BookingEnv = z.output<typeof envSchema>;

import { LIMITS } from '@arrendo/contracts';
import { z } from 'zod';

/** The pricing service's own variables, merged by the kit with the base env. */
export const envSchema = z.object({
  /**
   * The exchange-rate API (spec §7: `GET {url}/api/rates/latest/{base}?target={currency}`).
   * Unset: the spec's fallback table is answered (`source: 'fallback'`) and nothing is fetched.
   */
  RATES_API_URL: z
    .url()
    .optional()
    // docker-compose passes an unset variable through as an empty string.
    .or(z.literal('').transform(() => undefined)),
  /** Spec §9: the fetch gives up after 3 s. */
  RATES_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(30_000)
    .default(LIMITS.exchangeRatesFetchTimeoutMs),
  /** How often the rates are fetched again (spec §9: cached one hour), once per cluster. */
  RATES_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /**
   * How long the last live rates are still answered while the API cannot be reached; older than
   * that, the fallback table is closer to the truth than they are ever going to be again.
   */
  RATES_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** The service fee until an admin changes it (spec §9: 10%). */
  PLATFORM_SERVICE_FEE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(30)
    .refine((p) => Number.isInteger(p * 100), 'At most two decimals')
    .default(LIMITS.serviceFeePercent),
});
export type PricingEnv = z.output<typeof envSchema>;

import { z } from 'zod';
import { IsoDateTime } from '../common/ids.js';

/**
 * Consent to promotional messages (Ley 21.719): given or withdrawn by the person, with the date
 * of the latest change. `changedAt` is null when the person never answered (not given).
 */
export const PromotionalConsent = z.object({
  granted: z.boolean(),
  changedAt: IsoDateTime.nullable(),
});
export type PromotionalConsent = z.infer<typeof PromotionalConsent>;

/** The new state; setting the current one again changes nothing (its date stays). */
export const PromotionalConsentChange = z.object({ granted: z.boolean() }).strict();
export type PromotionalConsentChange = z.infer<typeof PromotionalConsentChange>;

/** One recorded change: the history that proves when consent was given or withdrawn. */
export const PromotionalConsentRecord = z.object({
  granted: z.boolean(),
  changedAt: IsoDateTime,
  /** Where the person made the change, e.g. `settings`. */
  source: z.string(),
});
export type PromotionalConsentRecord = z.infer<typeof PromotionalConsentRecord>;

import type { PromotionalConsent, PromotionalConsentRecord } from '@arrendo/contracts';
import type { PromotionalConsentChangeRecord } from '../repositories/promotional-consent.repository.js';

/** Changes made by the person on their account settings. */
export const CONSENT_SOURCE_SETTINGS = 'settings';
/** Consent given with the sign-up's opt-in box. */
export const CONSENT_SOURCE_SIGN_UP = 'sign_up';

/** The current state from the newest change; never answered means not given. */
export function toPromotionalConsent(
  latest: PromotionalConsentChangeRecord | undefined,
): PromotionalConsent {
  return latest
    ? { granted: latest.granted, changedAt: latest.changedAt.toISOString() }
    : { granted: false, changedAt: null };
}

export function toConsentRecord(change: PromotionalConsentChangeRecord): PromotionalConsentRecord {
  return {
    granted: change.granted,
    changedAt: change.changedAt.toISOString(),
    source: change.source,
  };
}

import {
  STRIPE_CROSS_BORDER_COUNTRIES,
  isStripePayoutCountry,
  type StripeConnectState,
} from '@arrendo/contracts';

/** What Stripe says of a connected account, as stored in `payout_accounts`. */
export interface ConnectFlags {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** Requirements currently due or past due. */
  requirementsDue: boolean;
  pendingVerification: boolean;
}

export const NO_FLAGS: ConnectFlags = {
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: false,
  pendingVerification: false,
};

/**
 * Payouts decide: an account Stripe pays out to is `active` even while it is asked for something
 * due later. Before that, submitted details make it `restricted` (Stripe needs more, or is
 * checking), and none make it `onboarding`.
 */
export function connectStateOf(flags: ConnectFlags | null): StripeConnectState {
  if (!flags) return 'not_connected';
  if (flags.payoutsEnabled) return 'active';
  return flags.detailsSubmitted ? 'restricted' : 'onboarding';
}

export function sameFlags(a: ConnectFlags, b: ConnectFlags): boolean {
  return (
    a.detailsSubmitted === b.detailsSubmitted &&
    a.chargesEnabled === b.chargesEnabled &&
    a.payoutsEnabled === b.payoutsEnabled &&
    a.requirementsDue === b.requirementsDue &&
    a.pendingVerification === b.pendingVerification
  );
}

/**
 * How Stripe lets the platform pay a host in `hostCountry` (https://docs.stripe.com/connect/service-agreement-types):
 *
 * - `full`: the host is in the platform account's own country: a full service agreement, which
 *   in most countries needs `card_payments` requested beside `transfers`;
 * - `recipient`: both are in Stripe's cross-border region: only `transfers`, under the recipient
 *   service agreement (cross-border payouts work only with that one);
 * - null: Stripe cannot pay there from this platform (Chile from anywhere; Japan from the US).
 */
export type ServiceAgreement = 'full' | 'recipient';

export function serviceAgreementFor(
  platformCountry: string,
  hostCountry: string,
): ServiceAgreement | null {
  if (!isStripePayoutCountry(hostCountry)) return null;
  if (platformCountry === hostCountry) return 'full';
  const region: readonly string[] = STRIPE_CROSS_BORDER_COUNTRIES;
  return region.includes(platformCountry) && region.includes(hostCountry) ? 'recipient' : null;
}

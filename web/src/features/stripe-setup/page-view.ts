import {
  STRIPE_PAYOUT_COUNTRIES,
  isStripePayoutCountry,
  type StripeConnectStatus,
  type StripePayoutCountry,
} from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';

/** The platform's market, and the select's default. */
export const CHILE = 'CL';
/** The select's last option: a country Stripe does not pay out to, other than Chile. */
export const OTHER_COUNTRY = 'other';

/** What the host chose in the select: Chile, a Stripe country, or another one. */
export type CountryChoice = typeof CHILE | typeof OTHER_COUNTRY | StripePayoutCountry;

/** What the country step shows for a choice: the bank details, or the way to Stripe. */
export function choiceKind(choice: string): 'chile' | 'other' | 'stripe' {
  if (isStripePayoutCountry(choice)) return 'stripe';
  return choice === CHILE ? 'chile' : 'other';
}

/** Chile first (the platform's market), then Stripe's countries by name, then "another". */
export function countryOptions(nameOf: (code: string) => string, locale: string): CountryChoice[] {
  const collator = new Intl.Collator(locale);
  const stripe = [...STRIPE_PAYOUT_COUNTRIES].sort((a, b) =>
    collator.compare(nameOf(a), nameOf(b)),
  );
  return [CHILE, ...stripe, OTHER_COUNTRY];
}

/** Where the account stands, as the page tells it (`restricted` splits by what Stripe waits for). */
export type AccountView = 'active' | 'more_needed' | 'verifying' | 'onboarding';

export function accountView(status: StripeConnectStatus): AccountView | null {
  switch (status.state) {
    case 'not_connected':
      return null;
    case 'active':
      return 'active';
    case 'onboarding':
      return 'onboarding';
    case 'restricted':
      return status.requirementsDue || !status.pendingVerification ? 'more_needed' : 'verifying';
  }
}

/** Whether the host has something to do on Stripe's onboarding (the continue button). */
export function canContinue(view: AccountView): boolean {
  return view === 'onboarding' || view === 'more_needed';
}

/**
 * Why starting the onboarding failed, as the page says it: Stripe not set up (503), a country
 * Stripe cannot pay out to from here, an account opened in another country, or anything else.
 */
export type StartFailure =
  | { kind: 'unavailable' }
  | { kind: 'unsupported'; country: string }
  | { kind: 'unreachable'; country: string }
  | { kind: 'fixed'; country: string }
  | { kind: 'failed' };

export function startFailure(error: unknown, asked: string): StartFailure {
  if (!ApiError.is(error)) return { kind: 'failed' };
  if (error.status === 503) return { kind: 'unavailable' };
  if (error.status !== 409) return { kind: 'failed' };
  const reason = error.details?.reason;
  const country = typeof error.details?.country === 'string' ? error.details.country : asked;
  if (reason === 'stripe_country_not_supported') return { kind: 'unsupported', country };
  if (reason === 'stripe_country_unreachable' || reason === 'stripe_refused') {
    return { kind: 'unreachable', country };
  }
  if (reason === 'stripe_country_fixed') return { kind: 'fixed', country };
  return { kind: 'failed' };
}

/**
 * A host's Stripe Connect onboarding over HTTP (`/stripe-setup`), signed in; the shapes are the
 * payment service's own (`StripeConnectStatus`, `StartStripeOnboarding`, `StripeOnboardingLink`):
 *
 * | route | body | answer |
 * |---|---|---|
 * | GET /api/payouts/stripe | | `StripeConnectStatus`, read from Stripe; 503 when Stripe is not set up on the server |
 * | POST /api/payouts/stripe/onboarding | `StartStripeOnboarding` | `StripeOnboardingLink`; 409 for a country Stripe cannot pay out to (Chile: bank details instead), or another than the account's own |
 *
 * Stripe sends the host back to these pages of the app (under `PUBLIC_URL`): the return one when
 * they leave or finish its onboarding, the refresh one when its link expired or was used already
 * (the page asks for a new link and sends the host back to Stripe).
 */
export const STRIPE_SETUP_PATH = '/stripe-setup';
export const STRIPE_SETUP_RETURN_PATH = `${STRIPE_SETUP_PATH}?return=1`;
export const STRIPE_SETUP_REFRESH_PATH = `${STRIPE_SETUP_PATH}?refresh=1`;

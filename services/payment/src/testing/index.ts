// What other packages' tests use of the payment service: the service itself in-process (alone or
// in its harness), a stand-in for Stripe, and what the dev provider signs its webhooks with.
// One entry, `@arrendo/payment/testing`.
export { DEV_WEBHOOK_SECRET_DEFAULT } from '../env.js';
export { signDevPayload } from '../providers/dev.js';
export { startPaymentService } from './payment-service.js';
export { PaymentUnderTest } from './payment-under-test.js';
export { FakeStripe, STRIPE_WEBHOOK_SECRET, type StripeCall } from './fake-stripe.js';
export { confirmedBankAccount, releasePayoutsAt } from './payouts.js';
export { refusal } from './refusal.js';

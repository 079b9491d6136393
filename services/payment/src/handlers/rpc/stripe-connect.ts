import { AppError, type Actor, type PaymentRpc } from '@arrendo/contracts';
import type { RpcHandler } from '@arrendo/kit';
import type { PaymentDeps } from '../../app/deps.js';
import { readStripeConnectStatus, startStripeOnboarding } from '../../app/stripe-connect.js';

function hostOf(actor: Actor): string {
  if (!actor.userId) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return actor.userId;
}

/** The caller's own Stripe Connect account, read from Stripe. */
export function stripeConnectStatusHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.stripeConnectStatus> {
  return async (_request, call) => readStripeConnectStatus(deps, hostOf(call.actor));
}

/** Opens the caller's Express account (once) and answers Stripe's onboarding link for it. */
export function stripeConnectLinkHandler(
  deps: PaymentDeps,
): RpcHandler<typeof PaymentRpc.stripeConnectLink> {
  return async ({ country }, call) => startStripeOnboarding(deps, hostOf(call.actor), country);
}

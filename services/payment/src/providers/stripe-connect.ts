import Stripe from 'stripe';
import { stripeClient } from './stripe-client.js';
import { AppError } from '@arrendo/contracts';
import type { ConnectFlags, ServiceAgreement } from '../domain/stripe-connect.js';
import type { StripeSettings } from './stripe.js';

/** A connected account as the service keeps it. */
export interface ConnectAccount {
  id: string;
  country: string | null;
  flags: ConnectFlags;
}

export interface CreateExpressAccount {
  hostId: string;
  country: string;
  agreement: ServiceAgreement;
  /** Stored before the call: a retry after a lost answer gets the same account back. */
  idempotencyKey: string;
}

/** Stripe Connect onboarding: Express accounts and their hosted onboarding links. */
export interface StripeConnect {
  /** The country of the platform's own Stripe account (decides which hosts it can pay). */
  platformCountry(): Promise<string>;
  createExpressAccount(input: CreateExpressAccount): Promise<ConnectAccount>;
  onboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
  ): Promise<string>;
  /** The account as Stripe has it now; null when it is gone or no longer the platform's. */
  account(accountId: string): Promise<ConnectAccount | null>;
}

function unavailable(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  return new AppError('UNAVAILABLE', 'Stripe is not answering. Please try again.', {
    reason: 'provider',
    provider: 'stripe',
    cause: message.slice(0, 300),
  });
}

function flagsOf(account: Stripe.Account): ConnectFlags {
  const due = [
    ...(account.requirements?.currently_due ?? []),
    ...(account.requirements?.past_due ?? []),
  ];
  return {
    detailsSubmitted: account.details_submitted === true,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    requirementsDue: due.length > 0,
    pendingVerification: (account.requirements?.pending_verification?.length ?? 0) > 0,
  };
}

function toAccount(account: Stripe.Account): ConnectAccount {
  return {
    id: account.id,
    country: account.country ? account.country.toUpperCase() : null,
    flags: flagsOf(account),
  };
}

/** Stripe's answer for an account that does not exist, or that the platform lost access to. */
function isGone(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripePermissionError) return true;
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.code === 'account_invalid')
  );
}

export class StripeConnectClient implements StripeConnect {
  private readonly stripe: Stripe;
  private platform: Promise<string> | null = null;

  constructor(settings: StripeSettings) {
    this.stripe = stripeClient(settings);
  }

  platformCountry(): Promise<string> {
    // Asked once per process: a platform account's country never changes.
    this.platform ??= this.stripe.accounts.retrieveCurrent().then(
      (account) => {
        if (!account.country) throw new Error('The platform account has no country');
        return account.country.toUpperCase();
      },
      (error: unknown) => {
        this.platform = null;
        throw unavailable(error);
      },
    );
    return this.platform;
  }

  async createExpressAccount(input: CreateExpressAccount): Promise<ConnectAccount> {
    const params: Stripe.AccountCreateParams = {
      type: 'express',
      country: input.country,
      capabilities:
        input.agreement === 'full'
          ? { card_payments: { requested: true }, transfers: { requested: true } }
          : { transfers: { requested: true } },
      ...(input.agreement === 'recipient'
        ? { tos_acceptance: { service_agreement: 'recipient' } }
        : {}),
      metadata: { hostId: input.hostId },
    };
    try {
      return toAccount(
        await this.stripe.accounts.create(params, { idempotencyKey: input.idempotencyKey }),
      );
    } catch (error) {
      // A refusal of these parameters (Stripe does not open accounts there for this platform,
      // Connect is not enabled) is an answer, not an outage: retrying will not change it.
      // (A 409, the same key in flight twice, is not one: the retry gets the account.)
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) {
        throw new AppError(
          'CONFLICT',
          'Stripe would not open a payout account in this country for Arrendo.',
          { reason: 'stripe_refused', country: input.country, cause: error.message.slice(0, 300) },
        );
      }
      throw unavailable(error);
    }
  }

  async onboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
  ): Promise<string> {
    try {
      // No idempotency key: a link is single use, and every ask must be a fresh one.
      const link = await this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: urls.refreshUrl,
        return_url: urls.returnUrl,
      });
      return link.url;
    } catch (error) {
      throw unavailable(error);
    }
  }

  async account(accountId: string): Promise<ConnectAccount | null> {
    try {
      return toAccount(await this.stripe.accounts.retrieve(accountId));
    } catch (error) {
      if (isGone(error)) return null;
      throw unavailable(error);
    }
  }
}

import { randomUUID } from 'node:crypto';
import {
  AppError,
  STRIPE_SETUP_REFRESH_PATH,
  STRIPE_SETUP_RETURN_PATH,
  isStripePayoutCountry,
  type StripeConnectStatus,
} from '@arrendo/contracts';
import {
  NO_FLAGS,
  connectStateOf,
  sameFlags,
  serviceAgreementFor,
  type ConnectFlags,
} from '../domain/stripe-connect.js';
import type { StripeConnect } from '../providers/stripe-connect.js';
import {
  PayoutAccountRepository,
  flagsOfRow,
  type StripeAccountRow,
} from '../repositories/payout-account.repository.js';
import type { PaymentDeps } from './deps.js';

/**
 * A host's Stripe Connect onboarding (`/stripe-setup`). Everything is the caller's own: the host
 * id is the actor's, never a parameter.
 */

/** UNAVAILABLE (503) while the server has no Stripe keys: nothing to onboard to. */
export function stripeConnectOf(deps: PaymentDeps): StripeConnect {
  const connect = deps.providers.stripeConnect;
  if (!connect) {
    throw new AppError('UNAVAILABLE', 'Stripe is not set up on this server.', {
      reason: 'stripe_not_configured',
    });
  }
  return connect;
}

function unsupported(country: string): AppError {
  const chile = country === 'CL';
  return new AppError(
    'CONFLICT',
    chile
      ? 'Stripe cannot pay out to Chilean bank accounts. Add your bank details at /payment-setup instead.'
      : 'Stripe cannot pay out to bank accounts in this country.',
    {
      reason: 'stripe_country_not_supported',
      country,
      fields: [{ path: 'country', message: 'Stripe does not pay out to this country' }],
    },
  );
}

function status(
  row: StripeAccountRow | undefined,
  flags: ConnectFlags | null,
): StripeConnectStatus {
  const shown = flags ?? NO_FLAGS;
  return {
    state: connectStateOf(flags),
    country: row?.country ?? null,
    ...shown,
    checkedAt: flags && row?.checked_at ? row.checked_at.toISOString() : null,
  };
}

/**
 * The host's account as Stripe has it now; the flags are stored as read. An account Stripe no
 * longer has (deleted, or disconnected from the platform) is forgotten: the host starts again.
 */
export async function readStripeConnectStatus(
  deps: PaymentDeps,
  hostId: string,
): Promise<StripeConnectStatus> {
  const connect = stripeConnectOf(deps);
  const repo = new PayoutAccountRepository(deps.db);
  const row = await repo.stripeAccount(hostId);
  const accountId = row?.stripe_account_id;
  if (!row || !accountId) return status(row, null);
  const account = await connect.account(accountId);
  const now = deps.now();
  if (!account) {
    await deps.db.transaction().execute(async (trx) => {
      const txRepo = new PayoutAccountRepository(trx);
      await txRepo.forgetStripeAccount(hostId, accountId);
      await txRepo.audit({
        hostId,
        actorId: hostId,
        action: 'stripe_account_gone',
        changeId: null,
        detail: { accountId },
      });
    });
    deps.logger.warn({ hostId, accountId }, 'a Stripe Connect account is gone at Stripe');
    return status(undefined, null);
  }
  const changed = !sameFlags(flagsOfRow(row), account.flags) || row.country !== account.country;
  await repo.recordStripeFlags(
    hostId,
    accountId,
    { country: account.country, flags: account.flags, changed },
    now,
  );
  const read = { ...row, country: account.country ?? row.country, checked_at: now };
  return status(read, account.flags);
}

/**
 * The host's Express account, opened once: the row is reserved with its idempotency key before
 * Stripe is asked, so a retry (two tabs, an answer lost) gets the same account back. An account's
 * country is fixed at Stripe: asking for another one is a CONFLICT naming the account's.
 */
async function ensureAccount(
  deps: PaymentDeps,
  connect: StripeConnect,
  hostId: string,
  country: string,
): Promise<string> {
  const repo = new PayoutAccountRepository(deps.db);
  const existing = await repo.stripeAccount(hostId);
  if (existing?.stripe_account_id) return existingAccount(existing, country);

  const agreement = serviceAgreementFor(await connect.platformCountry(), country);
  if (!agreement) {
    throw new AppError('CONFLICT', 'Arrendo’s Stripe account cannot pay out to this country.', {
      reason: 'stripe_country_unreachable',
      country,
      fields: [{ path: 'country', message: 'Stripe does not pay out to this country' }],
    });
  }

  const reserved = await deps.db.transaction().execute(async (trx) => {
    const txRepo = new PayoutAccountRepository(trx);
    const row = await txRepo.reserveStripeAccount(hostId, country, accountKey(hostId));
    if (row.stripe_account_id || row.country === country) return row;
    // An earlier attempt for another country got no answer: its key asked for that country.
    const creationKey = accountKey(hostId);
    await txRepo.rekeyStripeReservation(hostId, country, creationKey, deps.now());
    return { ...row, country, creation_key: creationKey };
  });
  if (reserved.stripe_account_id) return existingAccount(reserved, country);
  const creationKey = reserved.creation_key as string;

  let account;
  try {
    account = await connect.createExpressAccount({
      hostId,
      country,
      agreement,
      idempotencyKey: creationKey,
    });
  } catch (error) {
    if (error instanceof AppError && error.details?.reason === 'stripe_refused') {
      deps.logger.warn(
        { hostId, country, cause: error.details.cause },
        'Stripe refused to open a Connect account',
      );
      throw new AppError('CONFLICT', error.message, { reason: 'stripe_refused', country });
    }
    throw error;
  }
  const now = deps.now();
  const attached = await deps.db.transaction().execute(async (trx) => {
    const txRepo = new PayoutAccountRepository(trx);
    if (!(await txRepo.attachStripeAccount(hostId, creationKey, account, now))) return false;
    await txRepo.audit({
      hostId,
      actorId: hostId,
      action: 'stripe_account_created',
      changeId: null,
      detail: { accountId: account.id, country, agreement },
    });
    return true;
  });
  if (attached) return account.id;
  // Another request (the host in a second tab) attached it first, or changed the reservation.
  const latest = await repo.stripeAccount(hostId);
  if (latest?.stripe_account_id) return existingAccount(latest, country);
  throw new AppError('CONFLICT', 'Your Stripe account is being set up. Please try again.', {
    reason: 'stripe_setup_in_progress',
  });
}

function existingAccount(row: StripeAccountRow, country: string): string {
  if (row.country && row.country !== country) {
    throw new AppError(
      'CONFLICT',
      `Your Stripe account was opened for ${row.country}; Stripe cannot change an account's country.`,
      { reason: 'stripe_country_fixed', country: row.country },
    );
  }
  return row.stripe_account_id as string;
}

function accountKey(hostId: string): string {
  return `arrendo-connect-${hostId}-${randomUUID()}`;
}

/**
 * Where to send the host: Stripe's onboarding for their account (opened first if need be), which
 * sends them back to `/stripe-setup?return=1`, or to `?refresh=1` for a fresh link. A country
 * Stripe does not pay out to (Chile) is refused before anything is opened.
 */
export async function startStripeOnboarding(
  deps: PaymentDeps,
  hostId: string,
  country: string,
): Promise<{ url: string }> {
  if (!isStripePayoutCountry(country)) throw unsupported(country);
  const connect = stripeConnectOf(deps);
  const accountId = await ensureAccount(deps, connect, hostId, country);
  const origin = deps.env.PUBLIC_URL.replace(/\/+$/, '');
  const url = await connect.onboardingLink(accountId, {
    refreshUrl: `${origin}${STRIPE_SETUP_REFRESH_PATH}`,
    returnUrl: `${origin}${STRIPE_SETUP_RETURN_PATH}`,
  });
  return { url };
}

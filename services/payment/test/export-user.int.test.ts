import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS,
  PaymentRpc,
  PaymentUserExport,
  SYSTEM_ACTOR,
  type Actor,
  type Booking,
} from '@arrendo/contracts';
import { errorOf, jsonKeys, SECRET_LOOKING_KEY } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_WEBHOOK_SECRET_DEFAULT } from '../src/env.js';
import { signDevPayload, type DevEventBody } from '../src/providers/dev.js';
import { makeBooking } from '@arrendo/booking/testing';
import { PaymentUnderTest, user } from '../src/testing/payment-under-test.js';

describe('payment service: a user data export (Ley 21.719)', () => {
  let svc: PaymentUnderTest;
  const ana = user();
  const bruno = user();
  const host: Actor = { userId: randomUUID(), roles: [] };
  const webhookCaller: Actor = { userId: null, roles: [] };
  const CLIENT_SECRET = `pi_123_secret_${randomUUID()}`;
  const PROVIDER_REF = `pi_ref_${randomUUID()}`;

  const exportOf = (actor: Actor) =>
    svc.client.call(PaymentRpc.exportUser, {}, { actor }).then(PaymentUserExport.parse);

  async function pay(guest: Actor, booking: Booking, outcome: DevEventBody['type'] | null) {
    const intent = await svc.client.call(
      PaymentRpc.createIntent,
      { bookingId: booking.id, method: 'card' },
      { actor: guest },
    );
    if (outcome) {
      const body: DevEventBody = {
        id: `evt_${randomUUID()}`,
        type: outcome,
        data: {
          paymentId: intent.paymentId,
          amount: 111_900,
          currency: 'CLP',
          message: 'Fondos insuficientes',
        },
      };
      const rawBody = JSON.stringify(body);
      await svc.client.call(
        PaymentRpc.webhook,
        {
          provider: 'dev',
          rawBody,
          signature: signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, rawBody),
        },
        { actor: webhookCaller },
      );
    }
    return intent.paymentId;
  }

  const booked = (guest: Actor) =>
    svc.booking.add(
      makeBooking({ guestId: guest.userId as string, hostId: host.userId as string }),
    );

  let refundedBooking: Booking;
  let anaRefunded: string;
  let anaFailed: string;
  let brunoPaid: string;

  beforeAll(async () => {
    svc = await PaymentUnderTest.start('payment_export');
    refundedBooking = booked(ana);
    anaRefunded = await pay(ana, refundedBooking, 'payment.succeeded');
    await svc.consumed(await svc.booking.cancelled(refundedBooking, 55_950));
    anaFailed = await pay(ana, booked(ana), 'payment.failed');
    const brunoBooking = booked(bruno);
    brunoPaid = await pay(bruno, brunoBooking, 'payment.succeeded');
    await svc.consumed(await svc.booking.confirmed(brunoBooking, { kind: 'stay' }));
    // What a Stripe attempt would hold: none of it may leave in an export.
    await svc.db
      .updateTable('payments')
      .set({ client_secret: CLIENT_SECRET, provider_ref: PROVIDER_REF })
      .where('id', '=', anaRefunded)
      .execute();
    await svc.db
      .insertInto('payout_accounts')
      .values({ host_id: host.userId as string, stripe_account_id: 'acct_1TestHost' })
      .execute();
  });

  afterAll(async () => {
    await svc?.stop();
  });

  it("gives the payer every attempt, with amounts, status, dates and refunds, and nothing of the provider's internals", async () => {
    const data = await exportOf(ana);
    expect(data).toMatchObject({
      service: 'payment',
      userId: ana.userId,
      asHost: [],
      payoutAccount: null,
      bankAccount: null,
      payoutLines: [],
      payouts: [],
    });
    expect(data.asPayer.map((p) => p.id)).toEqual([anaRefunded, anaFailed]);
    const [refunded, failed] = data.asPayer;
    expect(refunded).toMatchObject({
      bookingId: refundedBooking.id,
      hostId: host.userId,
      attempt: 1,
      provider: 'dev',
      method: 'card',
      captureMethod: 'automatic',
      status: 'partially_refunded',
      amount: { amount: 111_900, currency: 'CLP' },
      baseAmount: { amount: 100_000, currency: 'CLP' },
      platformFee: { amount: 10_000, currency: 'CLP' },
      vatAmount: { amount: 1_900, currency: 'CLP' },
      refundedAmount: { amount: 55_950, currency: 'CLP' },
      refunds: [{ amount: { amount: 55_950, currency: 'CLP' }, status: 'succeeded' }],
      duplicateOf: null,
    });
    expect(refunded?.capturedAt).not.toBeNull();
    expect(failed).toMatchObject({ status: 'failed', refunds: [] });
    expect(failed?.failedAt).not.toBeNull();

    const json = JSON.stringify(data);
    expect(json).not.toContain(CLIENT_SECRET);
    expect(json).not.toContain(PROVIDER_REF);
    expect(json).not.toContain(`booking-${refundedBooking.id}-attempt-1`);
    expect(json).not.toContain('/pay/dev/');
  });

  it("never includes another user's payments", async () => {
    const anas = await exportOf(ana);
    expect(anas.asPayer.map((p) => p.id)).not.toContain(brunoPaid);
    const brunos = await exportOf(bruno);
    expect(brunos.asPayer.map((p) => p.id)).toEqual([brunoPaid]);
    expect(JSON.stringify(brunos)).not.toContain(ana.userId as string);
    const stranger = await exportOf(user());
    expect(stranger).toMatchObject({ asPayer: [], asHost: [], payoutAccount: null });
    // An admin gets their own data too, never everyone's.
    const admin = await exportOf({ userId: randomUUID(), roles: ['admin'] });
    expect(admin).toMatchObject({ asPayer: [], asHost: [], payoutAccount: null });
  });

  it('gives the host the payments for their listings and their payout account, not the guests', async () => {
    const data = await exportOf(host);
    expect(data.asPayer).toEqual([]);
    expect(data.asHost.map((p) => p.id)).toEqual([anaRefunded, anaFailed, brunoPaid]);
    expect(data.asHost[0]).toMatchObject({
      bookingId: refundedBooking.id,
      baseAmount: { amount: 100_000, currency: 'CLP' },
      refundedAmount: { amount: 55_950, currency: 'CLP' },
      refunds: [{ amount: { amount: 55_950, currency: 'CLP' } }],
      payoutAccount: null,
      applicationFee: null,
    });
    expect(data.payoutAccount).toMatchObject({ stripeAccountId: 'acct_1TestHost' });
    // What the platform owes them for Bruno's confirmed stay (decision 0041).
    expect(data.payoutLines).toEqual([
      expect.objectContaining({ kind: 'booking', amount: 100_000, status: 'pending' }),
    ]);
    expect(data.payouts).toEqual([]);
    const json = JSON.stringify(data);
    expect(json).not.toContain(ana.userId as string);
    expect(json).not.toContain(bruno.userId as string);
    expect(json).not.toContain('Fondos insuficientes');
  });

  it('refuses anonymous callers, and the system actor (no person to export)', async () => {
    expect((await errorOf(exportOf(ANONYMOUS))).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(exportOf(SYSTEM_ACTOR))).code).toBe('UNAUTHENTICATED');
  });

  it('takes no user from the payload', async () => {
    const error = await errorOf(
      svc.client.call(PaymentRpc.exportUser, { userId: ana.userId } as never, { actor: bruno }),
    );
    expect(error.code).toBe('VALIDATION');
  });

  it('holds no secret-looking keys', async () => {
    for (const actor of [ana, bruno, host]) {
      const keys = jsonKeys(await exportOf(actor));
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((k) => SECRET_LOOKING_KEY.test(k))).toEqual([]);
    }
  });
});

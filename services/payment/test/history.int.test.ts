import { randomUUID } from 'node:crypto';
import {
  BookingRpc,
  PaymentRpc,
  SYSTEM_ACTOR,
  type Actor,
  type HostPayouts,
} from '@arrendo/contracts';
import { santiagoDate } from '@arrendo/booking/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Marketplace } from './marketplace.js';
import { refusal } from '../src/testing/refusal.js';

/**
 * The demo world's history (decision 0041): a past stay recorded by the booking service under a
 * hold's rules, its payment by the payment service, the host's payout released and paid — the
 * commands the seed uses, against the real listing, booking and payment services.
 */
describe('past bookings, their payments and payouts', () => {
  let market: Marketplace;

  beforeAll(async () => {
    market = await Marketplace.start('payment_history');
  });
  afterAll(async () => {
    await market?.stop();
  });

  const recordPast = (guest: Actor, propertyId: string, daysAgo: number, actor = SYSTEM_ACTOR) =>
    market.client.call(
      BookingRpc.recordPast,
      {
        guestId: guest.userId as string,
        slot: {
          propertyId,
          checkIn: santiagoDate(-daysAgo),
          checkOut: santiagoDate(-daysAgo + 2),
          guests: 2,
        },
      },
      { actor, idempotencyKey: randomUUID() },
    );

  const ledgerOf = async (hostId: string): Promise<HostPayouts> =>
    market.client.call(PaymentRpc.hostPayouts, {}, { actor: { userId: hostId, roles: [] } });

  it('records a past stay once, paid, and pays its host through the release and a batch', async () => {
    const property = await market.publish();
    const guest = market.guest();
    const booking = await recordPast(guest, property.id, 20);
    expect(booking).toMatchObject({ status: 'confirmed', propertyId: property.id });

    // The same time again is taken, as for any hold.
    expect((await refusal(recordPast(market.guest(), property.id, 19))).code).toBe('CONFLICT');

    const payment = await market.client.call(
      PaymentRpc.recordPastPayment,
      { bookingId: booking.id },
      { actor: SYSTEM_ACTOR },
    );
    const again = await market.client.call(
      PaymentRpc.recordPastPayment,
      { bookingId: booking.id },
      { actor: SYSTEM_ACTOR },
    );
    expect(again.id).toBe(payment.id);
    expect(payment).toMatchObject({ status: 'succeeded', baseAmount: booking.quote.base });

    const owed = await ledgerOf(property.hostId);
    expect(owed.lines).toEqual([
      expect.objectContaining({ bookingId: booking.id, amount: booking.quote.base.amount }),
    ]);
    expect(owed.totals.ready).toBe(booking.quote.base.amount);

    await market.client.call(
      PaymentRpc.importBankAccount,
      {
        hostId: property.hostId,
        account: {
          rut: '11.111.111-1',
          holderName: 'Camila Soto',
          bankCode: '001',
          accountType: 'corriente',
          accountNumber: '000123456',
        },
      },
      { actor: SYSTEM_ACTOR },
    );
    const released = await market.client.call(
      PaymentRpc.releasePayouts,
      {},
      { actor: SYSTEM_ACTOR },
    );
    expect(released.payouts).toBeGreaterThanOrEqual(1);
    const payout = (await ledgerOf(property.hostId)).payouts[0];
    expect(payout).toMatchObject({ status: 'scheduled', method: 'bank_transfer' });
    await market.client.call(
      PaymentRpc.markPayout,
      { payoutId: payout?.id as string, outcome: 'paid' },
      { actor: SYSTEM_ACTOR },
    );
    expect((await ledgerOf(property.hostId)).totals).toMatchObject({
      paid: booking.quote.base.amount,
      ready: 0,
    });
  });

  it('refuses a slot that has not ended, another caller than the system, and a future booking’s payment', async () => {
    const property = await market.publish();
    const guest = market.guest();
    expect((await refusal(recordPast(guest, property.id, 1))).code).toBe('VALIDATION');
    expect(
      (
        await refusal(
          recordPast(guest, property.id, 30, { userId: randomUUID(), roles: ['admin'] }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    // The host's own listing is refused as a hold refuses it.
    const host: Actor = { userId: property.hostId, roles: [] };
    expect((await refusal(recordPast(host, property.id, 30))).code).toBe('FORBIDDEN');

    const held = await market.hold(property, guest, 10);
    expect(
      (
        await refusal(
          market.client.call(
            PaymentRpc.recordPastPayment,
            { bookingId: held.id },
            { actor: SYSTEM_ACTOR },
          ),
        )
      ).code,
    ).toBe('CONFLICT');
    expect(
      (
        await refusal(
          market.client.call(
            PaymentRpc.importBankAccount,
            {
              hostId: property.hostId,
              account: {
                rut: '11.111.111-1',
                holderName: 'X Y',
                bankCode: '001',
                accountType: 'corriente',
                accountNumber: '000123456',
              },
            },
            { actor: host },
          ),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });
});

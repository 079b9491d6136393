import { randomUUID } from 'node:crypto';
import { PaymentRpc } from '@arrendo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_WEBHOOK_SECRET_DEFAULT } from '../src/env.js';
import { signDevPayload, type DevEventBody } from '../src/providers/dev.js';
import { makeBooking } from '@arrendo/booking/testing';
import { PaymentUnderTest, user } from '../src/testing/payment-under-test.js';

// The web reads a booking's latest attempt as `payments[0]` (BookingDetailResponse: newest first).
describe("a booking's payments", () => {
  let svc: PaymentUnderTest;

  beforeAll(async () => {
    svc = await PaymentUnderTest.start('payment_order');
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it('are listed newest attempt first', async () => {
    const guest = user();
    const booking = svc.booking.add(makeBooking({ guestId: guest.userId as string }));
    const call = { actor: guest };
    const first = await svc.client.call(
      PaymentRpc.createIntent,
      { bookingId: booking.id, method: 'card' },
      call,
    );
    // The dev provider's decline, as its webhook delivers it.
    const body: DevEventBody = {
      id: `evt_${randomUUID()}`,
      type: 'payment.failed',
      data: { paymentId: first.paymentId, amount: 111_900, currency: 'CLP', message: 'Declined' },
    };
    const rawBody = JSON.stringify(body);
    await svc.client.call(
      PaymentRpc.webhook,
      {
        provider: 'dev',
        rawBody,
        signature: signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, rawBody),
      },
      { actor: { userId: null, roles: [] } },
    );
    const second = await svc.client.call(
      PaymentRpc.createIntent,
      { bookingId: booking.id, method: 'card' },
      call,
    );
    expect(second.paymentId).not.toBe(first.paymentId);

    const { items } = await svc.client.call(
      PaymentRpc.listForBooking,
      { bookingId: booking.id },
      call,
    );
    expect(items.map((p) => [p.id, p.status])).toEqual([
      [second.paymentId, 'requires_action'],
      [first.paymentId, 'failed'],
    ]);
  });
});

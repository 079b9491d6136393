import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PaymentRpc } from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBooking } from '@arrendo/booking/testing';
import { FakeStripe, PaymentUnderTest, STRIPE_WEBHOOK_SECRET } from '@arrendo/payment/testing';
import { buildTestApp } from './helper.js';

/**
 * Stripe signs the exact bytes it sends: `/webhooks/stripe` must hand them to the payment service
 * untouched (not parsed and re-serialised by a JSON parser), whatever the content type says.
 */
describe('POST /webhooks/stripe reads the raw body', () => {
  const prefix = uniquePrefix();
  let stripe: FakeStripe;
  let payment: PaymentUnderTest;
  let app: FastifyInstance;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    payment = await PaymentUnderTest.start(
      'bff_payment_stripe',
      {
        STRIPE_SECRET_KEY: 'sk_test_arrendo',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
      { prefix },
    );
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
    });
  });

  afterAll(async () => {
    await app?.close();
    await payment?.stop();
    await stripe?.stop();
  });

  it('verifies the signature over the bytes received and applies the event; a changed byte is 400', async () => {
    const guest = { userId: randomUUID(), roles: [] };
    const booking = payment.booking.add(makeBooking({ guestId: guest.userId }));
    const intent = await payment.client.call(
      PaymentRpc.createIntent,
      { bookingId: booking.id, method: 'card' },
      { actor: guest },
    );
    const ref = (await payment.payment(intent.paymentId)).provider_ref as string;
    const event = stripe.event('payment_intent.succeeded', {
      id: ref,
      object: 'payment_intent',
      amount: 111_900,
      amount_received: 111_900,
      currency: 'clp',
      metadata: { paymentId: intent.paymentId },
    });
    // Stripe's own bodies are pretty-printed: a parser that re-serialises would change them.
    const body = JSON.stringify(JSON.parse(event.rawBody), null, 2);
    const signature = stripe.sign(body);

    const tampered = await app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: body.replace('111900', '111901'),
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
    expect(tampered.statusCode).toBe(400);
    expect((await payment.payment(intent.paymentId)).status).toBe('requires_action');

    const unsigned = await app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);

    const res = await app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: body,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await payment.payment(intent.paymentId)).status).toBe('succeeded');

    const replay = await app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      payload: body,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
    expect(replay.statusCode).toBe(200);
  });
});

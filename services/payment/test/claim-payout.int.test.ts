import { randomUUID } from 'node:crypto';
import {
  ClaimEvents,
  PaymentRpc,
  type Actor,
  type Booking,
  type ClaimApprovedEvent,
} from '@arrendo/contracts';
import { makeBooking } from '@arrendo/booking/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_WEBHOOK_SECRET_DEFAULT } from '../src/env.js';
import { signDevPayload } from '../src/providers/dev.js';
import { PaymentUnderTest, user } from '../src/testing/payment-under-test.js';

/**
 * Decision 0051: an approved damage claim pays its host through the payout ledger: one `claim`
 * line of the approved amount per claim, however often `claim.approved` arrives.
 */
describe('approved damage claims in the payout ledger', () => {
  let svc: PaymentUnderTest;
  const system: Actor = { userId: null, roles: [] };
  const adminId = randomUUID();

  beforeAll(async () => {
    svc = await PaymentUnderTest.start(
      'payment_claims',
      { PAYOUT_RELEASE_MINUTES: '1440' },
      { identity: true },
    );
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const ledgerOf = (host: Actor) => svc.client.call(PaymentRpc.hostPayouts, {}, { actor: host });

  /** A stay paid through the dev provider and confirmed by the (fake) booking service. */
  async function confirmedStay(host: Actor): Promise<Booking> {
    const guest = user();
    const booking = svc.booking.add(
      makeBooking({ guestId: guest.userId as string, hostId: host.userId as string }),
    );
    const started = await svc.client.call(
      PaymentRpc.createIntent,
      { bookingId: booking.id, method: 'local' },
      { actor: guest },
    );
    const rawBody = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      data: { paymentId: started.paymentId, amount: 111_900, currency: 'CLP', message: null },
    });
    await svc.client.call(
      PaymentRpc.webhook,
      { provider: 'dev', rawBody, signature: signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, rawBody) },
      { actor: system },
    );
    await svc.consumed(await svc.booking.confirmed(booking, { kind: 'stay' }));
    return booking;
  }

  function approved(booking: Booking, amount: number): ClaimApprovedEvent {
    return {
      claimId: randomUUID(),
      bookingId: booking.id,
      propertyId: booking.propertyId,
      listingTitle: booking.listing.title,
      hostId: booking.hostId,
      guestId: booking.guestId,
      amount: amount + 5_000,
      currency: 'CLP',
      approvedAmount: amount,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      note: 'The broken chair',
      decidedBy: adminId,
      decidedAt: new Date().toISOString(),
    };
  }

  /**
   * Publishes `claim.approved` on the booking service's stream as it would; `times` sends the
   * same event (same id) again, as a redelivery would. Answers once the inbox holds it.
   */
  async function publish(data: ClaimApprovedEvent, times = 1): Promise<void> {
    const id = randomUUID();
    const envelope = JSON.stringify({
      id,
      type: ClaimEvents.APPROVED.subject,
      version: ClaimEvents.APPROVED.version,
      occurredAt: new Date().toISOString(),
      data,
    });
    const js = svc.service.ctx.nc.jetstream();
    for (let i = 0; i < times; i++) {
      await js.publish(`${svc.prefix}${ClaimEvents.APPROVED.subject}`, envelope, {
        msgID: randomUUID(),
      });
    }
    await svc.consumed(id);
  }

  it('writes one claim line for the host, whatever the redeliveries and replays', async () => {
    const host = user();
    const booking = await confirmedStay(host);
    const event = approved(booking, 45_000);
    await publish(event, 2);
    // The same claim in a new envelope (a replay from the outbox): still one line.
    await publish(event);

    const ledger = await ledgerOf(host);
    const claims = ledger.lines.filter((l) => l.kind === 'claim');
    expect(claims).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        propertyId: booking.propertyId,
        amount: 45_000,
        note: 'Damage claim: The broken chair',
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
      }),
    ]);
    const booked = ledger.lines.find((l) => l.kind === 'booking');
    // Paid with the booking's own line (not before it is released).
    expect(claims[0]?.releaseAt).toBe(booked?.releaseAt);
    const { rows } = await sql<{ action: string }>`
      SELECT action FROM payout_audit WHERE host_id = ${host.userId}
        AND action = 'claim_added'`.execute(svc.db);
    expect(rows).toHaveLength(1);

    // A second claim on the same booking is its own line.
    await publish(approved(booking, 10_000));
    const after = (await ledgerOf(host)).lines.filter((l) => l.kind === 'claim');
    expect(after.map((l) => l.amount).sort((a, b) => a - b)).toEqual([10_000, 45_000]);
  });

  it('pays the host a claim on a booking that has no line of its own, released at once', async () => {
    const host = user();
    const booking = makeBooking({ guestId: randomUUID(), hostId: host.userId as string });
    await publish(approved(booking, 7_000));
    const ledger = await ledgerOf(host);
    expect(ledger.lines).toEqual([
      expect.objectContaining({ kind: 'claim', bookingId: booking.id, amount: 7_000 }),
    ]);
    expect(Date.parse(ledger.lines[0]?.releaseAt ?? '')).toBeLessThanOrEqual(Date.now());
  });
});

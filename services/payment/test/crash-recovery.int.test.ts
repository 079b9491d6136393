import { BookingEvents, PaymentEvents, type Actor } from '@arrendo/contracts';
import { waitFor } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailQueue } from '@arrendo/notification/testing';
import { Marketplace } from './marketplace.js';
import { refusal } from '../src/testing/refusal.js';

const SUCCEEDED = PaymentEvents.SUCCEEDED.subject;
const REFUNDED = PaymentEvents.REFUNDED.subject;
const CONFIRMED = BookingEvents.CONFIRMED.subject;
// Two nights at 45 000 + 15 000 cleaning (the listing fixture) = 105 000; + 10 % fee 10 500;
// + 19 % IVA on that fee, 1 995 = 117 495.
const TOTAL = 117_495;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one booking, one payment, one confirmation, one notice — across crashes', () => {
  let market: Marketplace;
  let emails: ReturnType<typeof emailQueue>;
  let day = 20;
  /** Each test books its own dates (the listing is shared). */
  const nextDates = () => (day += 5);

  beforeAll(async () => {
    market = await Marketplace.start('payment_crash');
    emails = emailQueue(market.prefix);
  });
  afterAll(async () => {
    await emails?.close();
    await market?.stop();
  });

  async function confirmationEmails(bookingId: string, guestId: string): Promise<number> {
    const jobs = await emails.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    return jobs.filter((j) => j.id === `booking-confirmed-${bookingId}-${guestId}`).length;
  }

  /** The outcome every scenario must end in, whatever crashed on the way. */
  async function expectConfirmedOnce(bookingId: string, guest: Actor, paymentId: string) {
    const guestId = guest.userId as string;
    await waitFor(async () => (await market.bookingRow(bookingId))?.status === 'confirmed', 20_000);
    await waitFor(
      async () => (await market.notifications(bookingId, guestId, 'booking_confirmed')) === 1,
      20_000,
    );
    // The payment's own notice reaches the guest once too. It can land after the confirmation:
    // its handler asks the booking service for the booking, so it waits out a booking restart.
    await waitFor(
      async () => (await market.notifications(bookingId, guestId, 'payment_received')) === 1,
      20_000,
    );
    expect(await market.bookingRow(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_id: paymentId,
      payment_state: 'paid',
      paid_clp: TOTAL,
      refunded_clp: 0,
    });
    expect(await market.outbox('booking', CONFIRMED, bookingId)).toHaveLength(1);
    expect(await market.outbox('payment', SUCCEEDED, bookingId)).toHaveLength(1);
    // The email leaves notification's transaction through its email outbox, queued by the relay
    // a moment after the notification row committed.
    await waitFor(async () => (await confirmationEmails(bookingId, guestId)) >= 1, 20_000);
    expect(await confirmationEmails(bookingId, guestId)).toBe(1);
  }

  /** The paid notice ten more times (the provider retrying): all duplicates, nothing moves. */
  async function replayTenTimes(bookingId: string, guest: Actor, paymentId: string) {
    const inboxBefore = await market.notificationInbox();
    for (let i = 0; i < 10; i++) {
      const notice = market.paidNotice(paymentId, TOTAL);
      await expect(market.webhook(notice.rawBody, notice.signature)).resolves.toEqual({
        received: true,
        duplicate: true,
      });
    }
    // Time for anything a replay might have set moving (relay 50 ms, consumers) to land.
    await pause(1000);
    expect(await market.notificationInbox()).toBe(inboxBefore);
    await expectConfirmedOnce(bookingId, guest, paymentId);
  }

  it('(a) booking down when the paid notice comes: confirmed once after its restart, guest told once', async () => {
    const property = await market.publish();
    const guest = market.guest();
    const held = await market.hold(property, guest, nextDates());
    expect(held.quote.total.amount).toBe(TOTAL);
    const intent = await market.intent(guest, held.id);

    await market.stopBooking();
    const notice = market.paidNotice(intent.paymentId, TOTAL);
    await expect(market.webhook(notice.rawBody, notice.signature)).resolves.toEqual({
      received: true,
      duplicate: false,
    });
    expect((await market.payments(held.id)).map((p) => p.status)).toEqual(['succeeded']);
    // Relayed to the stream, where it waits for the booking service's durable consumer.
    await waitFor(async () => (await market.outbox('payment', SUCCEEDED, held.id))[0]?.published);
    await pause(500);
    expect((await market.bookingRow(held.id))?.status).toBe('pending');
    expect(await market.outbox('booking', CONFIRMED, held.id)).toHaveLength(0);

    await market.startBooking();
    await expectConfirmedOnce(held.id, guest, intent.paymentId);
    await replayTenTimes(held.id, guest, intent.paymentId);
  });

  it('(b) payment dies after accepting the notice, before relaying it: confirmed once after its restart', async () => {
    const property = await market.publish();
    const guest = market.guest();
    const held = await market.hold(property, guest, nextDates());
    const intent = await market.intent(guest, held.id);

    // The relay stops first, so the process "dies" with the event committed but not sent.
    await market.payment?.ctx.relay.stop();
    const notice = market.paidNotice(intent.paymentId, TOTAL);
    await expect(market.webhook(notice.rawBody, notice.signature)).resolves.toMatchObject({
      duplicate: false,
    });
    await market.stopPayment();
    expect(await market.outbox('payment', SUCCEEDED, held.id)).toEqual([
      expect.objectContaining({ published: false }),
    ]);
    await pause(500);
    expect((await market.bookingRow(held.id))?.status).toBe('pending');

    // While it is down the provider retries and is told to come back later (the BFF's 503).
    const whileDown = await refusal(market.webhook(notice.rawBody, notice.signature));
    expect(whileDown.code).not.toBe('VALIDATION');

    await market.startPayment();
    await expectConfirmedOnce(held.id, guest, intent.paymentId);
    expect(await market.outbox('payment', SUCCEEDED, held.id)).toEqual([
      expect.objectContaining({ published: true }),
    ]);
    await replayTenTimes(held.id, guest, intent.paymentId);
  });

  it('(c) both services down at once, the provider retrying throughout: still exactly once', async () => {
    const property = await market.publish();
    const guest = market.guest();
    const held = await market.hold(property, guest, nextDates());
    const intent = await market.intent(guest, held.id);
    await market.payment?.ctx.relay.stop();
    const notice = market.paidNotice(intent.paymentId, TOTAL);
    await market.webhook(notice.rawBody, notice.signature);
    await market.stopPayment();
    await market.stopBooking();
    await market.startPayment();
    await waitFor(async () => (await market.outbox('payment', SUCCEEDED, held.id))[0]?.published);
    for (let i = 0; i < 3; i++) {
      const again = market.paidNotice(intent.paymentId, TOTAL);
      await expect(market.webhook(again.rawBody, again.signature)).resolves.toMatchObject({
        duplicate: true,
      });
    }
    await market.startBooking();
    await expectConfirmedOnce(held.id, guest, intent.paymentId);
  });

  it('two attempts both paid (card and local, dev): one kept and announced, the other refunded at once; the booking confirmed once', async () => {
    const property = await market.publish();
    const guest = market.guest();
    const held = await market.hold(property, guest, nextDates());

    // The guest pays on the first attempt's page, and before that notice arrives opens a
    // second method and pays there too: the first cannot be called off any more.
    market.webhooks.hold();
    const card = await market.intent(guest, held.id, 'card');
    await market.devComplete(guest, card.paymentId);
    const local = await market.intent(guest, held.id, 'local');
    expect(local.paymentId).not.toBe(card.paymentId);
    expect((await market.payments(held.id)).map((p) => p.cancelled_at)).toEqual([null, null]);
    await market.devComplete(guest, local.paymentId);
    market.webhooks.release();

    // The duplicate is marked with its notice and returned right after that commits.
    await waitFor(async () => {
      const rows = await market.payments(held.id);
      return (
        rows.every((p) => p.status !== 'requires_action') &&
        rows.some((p) => p.duplicate_of && p.status === 'refunded')
      );
    }, 20_000);
    const attempts = await market.payments(held.id);
    const kept = attempts.find((p) => !p.duplicate_of);
    const duplicate = attempts.find((p) => p.duplicate_of);
    expect(kept).toMatchObject({ status: 'succeeded', refunded_amount: 0 });
    expect(duplicate).toMatchObject({
      status: 'refunded',
      duplicate_of: kept?.id,
      refunded_amount: TOTAL,
    });
    const keptId = kept?.id as string;
    const duplicateId = duplicate?.id as string;

    // Refunded through the provider with a key of its own, and in the ledger (+ then −).
    const { rows: refunds } = await sql<{ idempotency_key: string; amount: number }>`
      SELECT idempotency_key, amount FROM payment.refunds WHERE payment_id = ${duplicateId}`.execute(
      market.sql,
    );
    expect(refunds).toEqual([{ idempotency_key: `duplicate-${duplicateId}`, amount: TOTAL }]);
    const { rows: ledger } = await sql<{ payment_id: string; gross: number }>`
      SELECT payment_id, gross FROM payment.ledger_entries
      WHERE payment_id IN (${keptId}, ${duplicateId}) ORDER BY id`.execute(market.sql);
    expect(ledger.filter((e) => e.payment_id === duplicateId).map((e) => e.gross)).toEqual([
      TOTAL,
      -TOTAL,
    ]);
    expect(ledger.filter((e) => e.payment_id === keptId).map((e) => e.gross)).toEqual([TOTAL]);

    // One succeeded (the kept one); the duplicate's refund names what it duplicates.
    expect(
      (await market.outbox('payment', SUCCEEDED, held.id)).map((r) => r.data.paymentId),
    ).toEqual([keptId]);
    expect((await market.outbox('payment', REFUNDED, held.id)).map((r) => r.data)).toEqual([
      expect.objectContaining({
        paymentId: duplicateId,
        duplicateOf: keptId,
        total: { amount: TOTAL, currency: 'CLP' },
      }),
    ]);
    await expectConfirmedOnce(held.id, guest, keptId);
    // The duplicate's refund reached the booking and was left aside.
    await pause(500);
    expect(await market.bookingRow(held.id)).toMatchObject({
      payment_state: 'paid',
      refunded_clp: 0,
    });

    // Both notices replayed: nothing moves, nothing is refunded twice.
    for (let i = 0; i < 5; i++) {
      for (const id of [card.paymentId, local.paymentId]) {
        const notice = market.paidNotice(id, TOTAL);
        await expect(market.webhook(notice.rawBody, notice.signature)).resolves.toMatchObject({
          duplicate: true,
        });
      }
    }
    await pause(500);
    expect(await market.payments(held.id)).toEqual(attempts);
    expect(await market.outbox('payment', REFUNDED, held.id)).toHaveLength(1);
    await expectConfirmedOnce(held.id, guest, keptId);
    expect((await refusal(market.intent(guest, held.id, 'card'))).code).toBe('CONFLICT');
  });

  it('a new attempt calls the open one off: it can no longer be paid, and a late notice for it moves nothing', async () => {
    const property = await market.publish();
    const guest = market.guest();
    const held = await market.hold(property, guest, nextDates());
    const card = await market.intent(guest, held.id, 'card');
    const local = await market.intent(guest, held.id, 'local');
    const [first, second] = await market.payments(held.id);
    expect(first).toMatchObject({ id: card.paymentId, status: 'cancelled' });
    expect(second).toMatchObject({ id: local.paymentId, status: 'requires_action' });
    expect((await refusal(market.devComplete(guest, card.paymentId))).code).toBe('CONFLICT');

    // Going back to the card makes a third attempt (the called-off one is not resumed).
    const again = await market.intent(guest, held.id, 'card');
    expect(again.paymentId).not.toBe(card.paymentId);
    expect((await market.payments(held.id)).map((p) => p.status)).toEqual([
      'cancelled',
      'cancelled',
      'requires_action',
    ]);

    const late = market.paidNotice(card.paymentId, TOTAL);
    await market.webhook(late.rawBody, late.signature);
    expect((await market.payments(held.id))[0]?.status).toBe('cancelled');
    expect(await market.outbox('payment', SUCCEEDED, held.id)).toHaveLength(0);

    await market.devComplete(guest, again.paymentId);
    await expectConfirmedOnce(held.id, guest, again.paymentId);
  });
});

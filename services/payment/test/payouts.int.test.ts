import { randomUUID } from 'node:crypto';
import {
  AdminActionEvents,
  AppError,
  PaymentEvents,
  PaymentRpc,
  type Actor,
  type Booking,
} from '@arrendo/contracts';
import { sql } from 'kysely';
import { makeBooking } from '@arrendo/booking/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDeps } from '../src/app/deps.js';
import { releasePayouts } from '../src/app/payout-release.js';
import { DEV_WEBHOOK_SECRET_DEFAULT } from '../src/env.js';
import { signDevPayload } from '../src/providers/dev.js';
import type { PayoutTransfers } from '../src/providers/payout-transfers.js';
import { paymentDeps } from '../src/service.js';
import { FakeStripe, STRIPE_WEBHOOK_SECRET } from '../src/testing/fake-stripe.js';
import { confirmedBankAccount } from '../src/testing/payouts.js';
import { admin, PaymentUnderTest, user } from '../src/testing/payment-under-test.js';
import { refusal } from '../src/testing/refusal.js';

const DAY = 86_400_000;

describe('the payout ledger (payment service, dev payments, a local fake of Stripe)', () => {
  let stripe: FakeStripe;
  let svc: PaymentUnderTest;
  let base: PaymentDeps;
  const system: Actor = { userId: null, roles: [] };

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    svc = await PaymentUnderTest.start(
      'payment_payouts',
      {
        STRIPE_SECRET_KEY: 'sk_test_arrendo',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
        // The scheduled release stays out of the way: the test runs each release itself.
        PAYOUT_RELEASE_MINUTES: '1440',
      },
      { identity: true },
    );
    base = paymentDeps(svc.service.ctx);
  });
  afterAll(async () => {
    await svc?.stop();
    await stripe?.stop();
  });

  /** A release as the job runs it, `days` from now. */
  const release = (days: number, transfers: PayoutTransfers | null = base.providers.transfers) =>
    releasePayouts({
      ...base,
      providers: { ...base.providers, transfers },
      now: () => new Date(Date.now() + days * DAY),
    });

  const ledgerOf = (host: Actor) => svc.client.call(PaymentRpc.hostPayouts, {}, { actor: host });

  function newHost(): Actor {
    const host = user();
    svc.identity?.add({
      userId: host.userId as string,
      email: `host-${(host.userId as string).slice(0, 8)}@example.cl`,
      firstName: 'Host',
      locale: 'es',
    });
    return host;
  }

  const withBankAccount = (host: Actor, confirmedAt = new Date()) =>
    confirmedBankAccount(
      svc.service,
      host.userId as string,
      {
        rut: '12345678-5',
        holderName: 'Ana Pérez',
        bankCode: '012',
        accountType: 'vista',
        accountNumber: '0012345678',
      },
      confirmedAt,
    );

  /** A stay paid through the dev provider (local method) and confirmed by the booking service. */
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
      {
        provider: 'dev',
        rawBody,
        signature: signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, rawBody),
      },
      { actor: system },
    );
    await svc.consumed(await svc.booking.confirmed(booking, { kind: 'stay' }));
    return booking;
  }

  it('owes a confirmed booking’s base, released 24 h after check-in, once however often it is told', async () => {
    const host = newHost();
    const booking = await confirmedStay(host);
    await svc.consumed(await svc.booking.confirmed(booking, { kind: 'stay' }));

    const ledger = await ledgerOf(host);
    expect(ledger.lines).toHaveLength(1);
    expect(ledger.lines[0]).toMatchObject({
      kind: 'booking',
      bookingId: booking.id,
      amount: 100_000,
      status: 'pending',
      releaseAt: new Date(new Date(booking.startsAt).getTime() + DAY).toISOString(),
    });
    expect(ledger.totals).toEqual({ upcoming: 100_000, ready: 0, scheduled: 0, paid: 0 });
    expect(ledger.method).toBeNull();

    // Another host never sees it.
    expect((await ledgerOf(newHost())).lines).toEqual([]);
  });

  it('takes back the refunded share of the base: half, then all', async () => {
    const host = newHost();
    const booking = await confirmedStay(host);
    await svc.consumed(await svc.booking.cancelled(booking, 55_950));
    await svc.consumed(
      await svc.booking.cancelled(booking, 55_950, { by: 'host', reason: 'host_cancelled' }),
    );
    const ledger = await ledgerOf(host);
    expect(ledger.lines.map((l) => [l.kind, l.amount]).sort()).toEqual([
      ['booking', 100_000],
      ['refund', -50_000],
      ['refund', -50_000],
    ]);
    expect(ledger.totals.upcoming + ledger.totals.ready).toBe(0);
  });

  it('waits for payout details, then pays a bank host once in a batch the bank can read', async () => {
    const host = newHost();
    await confirmedStay(host);
    expect(await release(13)).toMatchObject({ payouts: 0 });
    // No details: nothing moves (the page, read today, still counts it as upcoming).
    expect((await ledgerOf(host)).totals).toMatchObject({ upcoming: 100_000, scheduled: 0 });

    await withBankAccount(host);
    // Two releases at once, then one more: one payout.
    await Promise.all([release(13), release(13)]);
    await release(13);
    const ledger = await ledgerOf(host);
    expect(ledger.payouts).toHaveLength(1);
    expect(ledger.payouts[0]).toMatchObject({
      method: 'bank_transfer',
      status: 'scheduled',
      amount: 100_000,
      lineCount: 1,
    });
    expect(ledger.lines[0]).toMatchObject({ status: 'scheduled', payoutId: ledger.payouts[0]?.id });
    expect(ledger.totals).toMatchObject({ ready: 0, scheduled: 100_000 });

    const ops = admin();
    const { batches } = await svc.client.call(PaymentRpc.payoutBatches, {}, { actor: ops });
    const batch = batches.find((b) => b.count > 0 && b.total >= 100_000);
    expect(batch).toBeDefined();
    const detail = await svc.client.call(
      PaymentRpc.payoutBatch,
      { batchId: batch?.id as string },
      { actor: ops },
    );
    const payout = detail.payouts.find((p) => p.hostId === host.userId);
    expect(payout).toMatchObject({
      holderName: 'Ana Pérez',
      rutMasked: expect.stringContaining('678-5'),
      bankCode: '012',
      numberLast4: '5678',
    });
    const { csv, filename } = await svc.client.call(
      PaymentRpc.payoutBatchCsv,
      { batchId: batch?.id as string },
      { actor: ops },
    );
    expect(filename).toMatch(/^arrendo-payouts-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
    expect(csv.split('\r\n')[0]).toBe(
      'rut,name,bank_code,account_type,account_number,amount,email,reference',
    );
    expect(csv).toContain(
      `12.345.678-5,Ana Pérez,012,vista,0012345678,100000,host-${(host.userId as string).slice(0, 8)}@example.cl,${payout?.reference}`,
    );
    // Account data is admins' only.
    expect(
      (
        await refusal(
          svc.client.call(
            PaymentRpc.payoutBatchCsv,
            { batchId: batch?.id as string },
            { actor: host },
          ),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('lets two admins mark one payout: the first answer stands, the same answer again is a no-op', async () => {
    const host = newHost();
    await withBankAccount(host);
    await confirmedStay(host);
    await release(13);
    const payoutId = (await ledgerOf(host)).payouts[0]?.id as string;
    const [one, two] = [admin(), admin()];
    const answers = await Promise.allSettled([
      svc.client.call(PaymentRpc.markPayout, { payoutId, outcome: 'paid' }, { actor: one }),
      svc.client.call(
        PaymentRpc.markPayout,
        { payoutId, outcome: 'failed', reason: 'Cuenta cerrada' },
        { actor: two },
      ),
    ]);
    const won = answers.filter((a) => a.status === 'fulfilled');
    const lost = answers.filter((a) => a.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(AppError.isAppError(lost[0]?.reason) && lost[0].reason.code).toBe('CONFLICT');
    const stands = (await ledgerOf(host)).payouts[0]?.status;
    const again = await svc.client.call(
      PaymentRpc.markPayout,
      stands === 'paid'
        ? { payoutId, outcome: 'paid' }
        : { payoutId, outcome: 'failed', reason: 'Cuenta cerrada' },
      { actor: two },
    );
    expect(again.status).toBe(stands);
    expect(
      (
        await refusal(
          svc.client.call(PaymentRpc.markPayout, { payoutId, outcome: 'paid' }, { actor: host }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  /** The admin-action records in the payment outbox about one target (decision 0045). */
  const adminActions = async (targetId: string) => {
    const { rows } = await sql<{ data: Record<string, unknown> }>`
      SELECT envelope->'data' AS data FROM payment.outbox
      WHERE subject = ${AdminActionEvents.payment.subject}
        AND envelope->'data'->'target'->>'id' = ${targetId} ORDER BY seq`.execute(
      svc.service.ctx.db,
    );
    return rows.map((row) => row.data);
  };

  it('audits an admin’s payout answers, claims and batch downloads, each once', async () => {
    const host = newHost();
    await withBankAccount(host);
    const booking = await confirmedStay(host);
    await release(13);
    const payoutId = (await ledgerOf(host)).payouts[0]?.id as string;
    const ops = admin();
    const mark = () =>
      svc.client.call(
        PaymentRpc.markPayout,
        { payoutId, outcome: 'failed', reason: 'Cuenta cerrada' },
        { actor: ops },
      );
    await mark();
    // The same answer again changes nothing, so it is not audited again.
    await mark();
    expect(await adminActions(payoutId)).toEqual([
      {
        actorId: ops.userId,
        action: 'payment.payout.markFailed',
        target: { type: 'payout', id: payoutId },
        before: { status: 'scheduled' },
        after: { status: 'failed' },
        reason: 'Cuenta cerrada',
        ip: null,
      },
    ]);

    const claim = {
      bookingId: booking.id,
      amount: -5_000,
      note: 'Llaves perdidas',
      key: randomUUID(),
    };
    const line = await svc.client.call(PaymentRpc.payoutClaim, claim, { actor: ops });
    await svc.client.call(PaymentRpc.payoutClaim, claim, { actor: ops });
    expect(await adminActions(booking.id)).toEqual([
      expect.objectContaining({
        action: 'payment.payout.addClaim',
        target: { type: 'booking', id: booking.id },
        before: null,
        after: { lineId: line.id, hostId: host.userId, amount: -5_000 },
        reason: 'Llaves perdidas',
      }),
    ]);

    const { batches } = await svc.client.call(PaymentRpc.payoutBatches, {}, { actor: ops });
    const batchId = batches[0]?.id as string;
    await svc.client.call(PaymentRpc.payoutBatchCsv, { batchId }, { actor: ops });
    expect(await adminActions(batchId)).toEqual([
      expect.objectContaining({
        actorId: ops.userId,
        action: 'payment.payoutBatch.download',
        target: { type: 'payoutBatch', id: batchId },
      }),
    ]);
  });

  /** What the payment outbox holds for one payout, by subject. */
  const payoutEvents = async (payoutId: string) => {
    const { rows } = await sql<{ subject: string; data: Record<string, unknown> }>`
      SELECT subject, envelope->'data' AS data FROM payment.outbox
      WHERE envelope->'data'->>'payoutId' = ${payoutId} ORDER BY seq`.execute(svc.service.ctx.db);
    return rows;
  };

  it('announces a payout marked paid once (the same answer again publishes nothing), and a failed one with its reason', async () => {
    const host = newHost();
    await withBankAccount(host);
    await confirmedStay(host);
    await release(13);
    const payoutId = (await ledgerOf(host)).payouts[0]?.id as string;
    const mark = () =>
      svc.client.call(PaymentRpc.markPayout, { payoutId, outcome: 'paid' }, { actor: admin() });
    await mark();
    await mark();
    expect(await payoutEvents(payoutId)).toEqual([
      {
        subject: PaymentEvents.PAYOUT_PAID.subject,
        data: {
          payoutId,
          hostId: host.userId,
          amount: { amount: 100_000, currency: 'CLP' },
          method: 'bank_transfer',
        },
      },
    ]);

    const other = newHost();
    await withBankAccount(other);
    await confirmedStay(other);
    await release(13);
    const failedId = (await ledgerOf(other)).payouts[0]?.id as string;
    await svc.client.call(
      PaymentRpc.markPayout,
      { payoutId: failedId, outcome: 'failed', reason: 'Cuenta cerrada' },
      { actor: admin() },
    );
    expect(await payoutEvents(failedId)).toEqual([
      {
        subject: PaymentEvents.PAYOUT_FAILED.subject,
        data: {
          payoutId: failedId,
          hostId: other.userId,
          amount: { amount: 100_000, currency: 'CLP' },
          method: 'bank_transfer',
          reason: 'Cuenta cerrada',
        },
      },
    ]);
  });

  it('returns a failed transfer’s lines to pending with the reason, until the host’s details change', async () => {
    const host = newHost();
    await withBankAccount(host, new Date(Date.now() - DAY));
    await confirmedStay(host);
    await release(13);
    const first = (await ledgerOf(host)).payouts[0];
    await svc.client.call(
      PaymentRpc.markPayout,
      { payoutId: first?.id as string, outcome: 'failed', reason: 'Cuenta cerrada' },
      { actor: admin() },
    );
    let ledger = await ledgerOf(host);
    expect(ledger.payouts[0]).toMatchObject({ status: 'failed', failureReason: 'Cuenta cerrada' });
    expect(ledger.lines[0]).toMatchObject({
      status: 'pending',
      payoutId: null,
      failureReason: 'Cuenta cerrada',
    });
    expect(ledger.totals).toMatchObject({ upcoming: 100_000, scheduled: 0, paid: 0 });

    // The same account is not paid again…
    await release(13);
    expect((await ledgerOf(host)).payouts).toHaveLength(1);
    // …a new one is.
    await withBankAccount(host, new Date(Date.now() + DAY));
    await release(13);
    ledger = await ledgerOf(host);
    expect(ledger.payouts.map((p) => p.status)).toEqual(['scheduled', 'failed']);
    await svc.client.call(
      PaymentRpc.markPayout,
      { payoutId: ledger.payouts[0]?.id as string, outcome: 'paid' },
      { actor: admin() },
    );
    ledger = await ledgerOf(host);
    expect(ledger.lines[0]).toMatchObject({ status: 'paid', failureReason: null });
    expect(ledger.totals).toMatchObject({ upcoming: 0, ready: 0, paid: 100_000 });
  });

  it('nets a refund made after the payout against the next earnings', async () => {
    const host = newHost();
    await withBankAccount(host);
    const booking = await confirmedStay(host);
    await release(13);
    const paid = (await ledgerOf(host)).payouts[0]?.id as string;
    await svc.client.call(
      PaymentRpc.markPayout,
      { payoutId: paid, outcome: 'paid' },
      { actor: admin() },
    );
    await svc.consumed(await svc.booking.cancelled(booking, 111_900));
    expect((await ledgerOf(host)).totals).toMatchObject({ ready: -100_000, paid: 100_000 });
    expect(await release(13)).toMatchObject({ payouts: 0 });
    await confirmedStay(host);
    await confirmedStay(host);
    await release(13);
    const next = (await ledgerOf(host)).payouts[0];
    expect(next).toMatchObject({ status: 'scheduled', amount: 100_000, lineCount: 3 });
  });

  describe('Stripe Connect transfers', () => {
    async function connected(host: Actor, account: string): Promise<void> {
      await svc.db
        .insertInto('payout_accounts')
        .values({
          host_id: host.userId as string,
          stripe_account_id: account,
          payouts_enabled: true,
        })
        .execute();
    }

    it('pays once when a release is killed after Stripe made the transfer', async () => {
      const host = newHost();
      await connected(host, 'acct_1CrashHost');
      await confirmedStay(host);
      const real = base.providers.transfers as PayoutTransfers;
      const dying: PayoutTransfers = {
        async transfer(input) {
          await real.transfer(input);
          throw new Error('killed before the answer was written');
        },
      };
      await expect(release(13, dying)).rejects.toThrow(/killed/);
      expect((await ledgerOf(host)).payouts[0]?.status).toBe('scheduled');

      stripe.forgetKeys(); // a retry more than 24 hours later: the group still finds it
      await release(13);
      await release(13);
      const ledger = await ledgerOf(host);
      expect(ledger.payouts).toHaveLength(1);
      expect(ledger.payouts[0]).toMatchObject({ method: 'stripe', status: 'paid' });
      const made = stripe.transfers.filter((t) => t.destination === 'acct_1CrashHost');
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ amount: 100_000, currency: 'clp' });
      expect(ledger.lines[0]?.status).toBe('paid');
    });

    it('records a refused transfer as failed and gives the lines back with Stripe’s reason', async () => {
      const host = newHost();
      await connected(host, 'acct_1Refusing');
      stripe.refusingTransfers.add('acct_1Refusing');
      await confirmedStay(host);
      expect(await release(13)).toMatchObject({ failed: 1 });
      const ledger = await ledgerOf(host);
      expect(ledger.payouts[0]).toMatchObject({
        status: 'failed',
        failureReason: expect.stringContaining('cannot receive transfers'),
      });
      expect(ledger.lines[0]).toMatchObject({
        status: 'pending',
        failureReason: expect.any(String),
      });
      const { stripeFailures } = await svc.client.call(
        PaymentRpc.payoutBatches,
        {},
        { actor: admin() },
      );
      expect(stripeFailures.some((p) => p.hostId === host.userId)).toBe(true);
      // Stripe answers for its own transfers: an admin cannot mark them.
      expect(
        (
          await refusal(
            svc.client.call(
              PaymentRpc.markPayout,
              { payoutId: ledger.payouts[0]?.id as string, outcome: 'paid' },
              { actor: admin() },
            ),
          )
        ).code,
      ).toBe('CONFLICT');
    });
  });

  describe('claims', () => {
    it('adds an admin’s claim once per key and refuses the key for another claim', async () => {
      const host = newHost();
      const booking = await confirmedStay(host);
      const ops = admin();
      const claim = {
        bookingId: booking.id,
        amount: 25_000,
        note: 'Daño en la terraza pagado por el huésped',
        key: randomUUID(),
      };
      const first = await svc.client.call(PaymentRpc.payoutClaim, claim, { actor: ops });
      const again = await svc.client.call(PaymentRpc.payoutClaim, claim, { actor: ops });
      expect(again.id).toBe(first.id);
      expect(first).toMatchObject({ kind: 'claim', amount: 25_000, note: claim.note });
      expect(
        (
          await refusal(
            svc.client.call(PaymentRpc.payoutClaim, { ...claim, amount: -5_000 }, { actor: ops }),
          )
        ).code,
      ).toBe('CONFLICT');
      expect(
        (await refusal(svc.client.call(PaymentRpc.payoutClaim, claim, { actor: host }))).code,
      ).toBe('FORBIDDEN');
      expect(
        (
          await refusal(
            svc.client.call(
              PaymentRpc.payoutClaim,
              { ...claim, bookingId: randomUUID(), key: randomUUID() },
              { actor: ops },
            ),
          )
        ).code,
      ).toBe('NOT_FOUND');
      const ledger = await ledgerOf(host);
      expect(ledger.totals.upcoming).toBe(125_000);
    });
  });
});

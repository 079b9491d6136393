import { randomUUID } from 'node:crypto';
import { AdminActionEvents, PaymentRpc, type PaymentProvider } from '@arrendo/contracts';
import { PLATFORM_TIME_ZONE } from '@arrendo/kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthWindow } from '../src/domain/revenue-report.js';
import { admin, PaymentUnderTest, user } from '../src/testing/payment-under-test.js';
import { refusal } from '../src/testing/refusal.js';

const DAY = 86_400_000;

/**
 * Issue 29, "Revenue: fees and IVA by month and by provider, payouts owed and paid, CSV export"
 * (decision 0053), against the payment service's own Postgres: the ledger's rows are written here
 * as the capture and refund paths write them (one per capture, a negative one per refund step).
 */
describe('the admin revenue report (payment service)', () => {
  let svc: PaymentUnderTest;
  const ops = admin();
  // The window's two Santiago months, as the service counts them.
  const [lastMonth, thisMonth] = monthWindow(new Date(), 2, PLATFORM_TIME_ZONE) as [string, string];
  /** Midday on the 15th of a Santiago month (UTC−3 or −4: the same day either way). */
  const midMonth = (month: string) => new Date(`${month}-15T15:00:00Z`);

  async function payment(provider: PaymentProvider, amount: number, fee: number, vat: number) {
    const id = randomUUID();
    await svc.db
      .insertInto('payments')
      .values({
        id,
        booking_id: randomUUID(),
        guest_id: randomUUID(),
        host_id: randomUUID(),
        attempt: 1,
        provider,
        method: provider === 'payku' ? 'local' : 'card',
        capture_method: 'automatic',
        status: 'succeeded',
        amount,
        base_amount: amount - fee - vat,
        platform_fee: fee,
        vat_amount: vat,
        idempotency_key: `revenue-${id}`,
        provider_ref: `ref-${id}`,
      })
      .execute();
    return id;
  }

  async function entry(
    paymentId: string,
    ref: string,
    at: Date,
    amounts: { gross: number; fee: number; vat: number },
  ) {
    await svc.db
      .insertInto('ledger_entries')
      .values({
        ref: `${ref}:${paymentId}`,
        payment_id: paymentId,
        gross: amounts.gross,
        platform_fee: amounts.fee,
        vat: amounts.vat,
        created_at: at,
      })
      .execute();
  }

  async function payout(status: 'scheduled' | 'paid', amount: number, decidedAt: Date | null) {
    const id = randomUUID();
    await svc.db
      .insertInto('payouts')
      .values({
        id,
        host_id: randomUUID(),
        method: 'stripe',
        status,
        amount,
        line_count: 1,
        reference: `ARR-${id.slice(0, 8)}`,
        stripe_account_id: 'acct_revenue',
        decided_at: decidedAt,
        decided_by: decidedAt ? ops.userId : null,
      })
      .execute();
  }

  async function openLine(amount: number, releaseAt: Date) {
    await svc.db
      .insertInto('payout_lines')
      .values({
        id: randomUUID(),
        ref: `booking:${randomUUID()}`,
        host_id: randomUUID(),
        kind: 'booking',
        booking_id: randomUUID(),
        payment_id: null,
        property_id: randomUUID(),
        starts_at: releaseAt,
        ends_at: releaseAt,
        amount,
        release_at: releaseAt,
        note: null,
        created_by: null,
      })
      .execute();
  }

  beforeAll(async () => {
    svc = await PaymentUnderTest.start('payment_revenue');
    const now = Date.now();
    // Stripe: one payment this month, one last month, one three years ago (all time only).
    const stripeNow = await payment('stripe', 111_900, 10_000, 1_900);
    await entry(stripeNow, 'capture', new Date(now - 60_000), {
      gross: 111_900,
      fee: 10_000,
      vat: 1_900,
    });
    const stripeBefore = await payment('stripe', 55_950, 5_000, 950);
    await entry(stripeBefore, 'capture', midMonth(lastMonth), {
      gross: 55_950,
      fee: 5_000,
      vat: 950,
    });
    const stripeOld = await payment('stripe', 22_380, 2_000, 380);
    await entry(stripeOld, 'capture', new Date(now - 3 * 365 * DAY), {
      gross: 22_380,
      fee: 2_000,
      vat: 380,
    });
    // Payku: a payment this month, half of it refunded (the fee and IVA given back in proportion).
    const payku = await payment('payku', 223_800, 20_000, 3_800);
    await entry(payku, 'capture', new Date(now - 120_000), {
      gross: 223_800,
      fee: 20_000,
      vat: 3_800,
    });
    await entry(payku, 'refund', new Date(now - 60_000), {
      gross: -111_900,
      fee: -10_000,
      vat: -1_900,
    });

    // Payouts: one paid this month, one last month, one sent and unanswered; lines not paid out.
    await payout('paid', 90_000, new Date(now - 30_000));
    await payout('paid', 40_000, midMonth(lastMonth));
    await payout('scheduled', 70_000, null);
    await openLine(30_000, new Date(now + 5 * DAY));
    await openLine(12_000, new Date(now - DAY));
  }, 60_000);

  afterAll(async () => {
    await svc?.stop();
  });

  it('sums fees, IVA, charges and refunds by provider, all time and per month', async () => {
    const revenue = await svc.client.call(PaymentRpc.revenue, { months: 2 }, { actor: ops });
    expect(revenue).toMatchObject({
      currency: 'CLP',
      platformFees: 10_000 + 5_000 + 2_000 + 20_000 - 10_000,
      vatCollected: 1_900 + 950 + 380 + 3_800 - 1_900,
      grossCharged: 111_900 + 55_950 + 22_380 + 223_800,
      refunded: 111_900,
      payments: 4,
    });
    expect(revenue.byProvider).toEqual([
      {
        provider: 'stripe',
        platformFees: 17_000,
        vatCollected: 3_230,
        grossCharged: 190_230,
        refunded: 0,
      },
      {
        provider: 'payku',
        platformFees: 10_000,
        vatCollected: 1_900,
        grossCharged: 223_800,
        refunded: 111_900,
      },
    ]);
    expect(revenue.byMonth).toEqual([
      {
        month: thisMonth,
        platformFees: 20_000,
        vatCollected: 3_800,
        grossCharged: 335_700,
        refunded: 111_900,
        payoutsPaid: 90_000,
        byProvider: [
          {
            provider: 'stripe',
            platformFees: 10_000,
            vatCollected: 1_900,
            grossCharged: 111_900,
            refunded: 0,
          },
          {
            provider: 'payku',
            platformFees: 10_000,
            vatCollected: 1_900,
            grossCharged: 223_800,
            refunded: 111_900,
          },
        ],
      },
      {
        month: lastMonth,
        platformFees: 5_000,
        vatCollected: 950,
        grossCharged: 55_950,
        refunded: 0,
        payoutsPaid: 40_000,
        byProvider: [
          {
            provider: 'stripe',
            platformFees: 5_000,
            vatCollected: 950,
            grossCharged: 55_950,
            refunded: 0,
          },
        ],
      },
    ]);
    expect(revenue.payouts).toEqual({
      upcoming: 30_000,
      ready: 12_000,
      scheduled: 70_000,
      paid: 130_000,
    });
  });

  /** The admin-action records in the payment outbox for revenue downloads (decision 0045). */
  const downloads = async () => {
    const { rows } = await sql<{ data: Record<string, unknown> }>`
      SELECT envelope->'data' AS data FROM payment.outbox
      WHERE subject = ${AdminActionEvents.payment.subject}
        AND envelope->'data'->>'action' = 'payment.revenue.download' ORDER BY seq`.execute(svc.db);
    return rows.map((row) => row.data);
  };

  it('hands admins the months as CSV, each download audited, and refuses anyone else', async () => {
    const guest = user();
    expect(
      (await refusal(svc.client.call(PaymentRpc.revenueCsv, { months: 2 }, { actor: guest }))).code,
    ).toBe('FORBIDDEN');
    expect(await downloads()).toEqual([]);

    const file = await svc.client.call(PaymentRpc.revenueCsv, { months: 2 }, { actor: ops });
    expect(file.filename).toBe(`arrendo-revenue-${lastMonth}-to-${thisMonth}.csv`);
    const lines = file.csv.trimEnd().split('\r\n');
    const next = (month: string) => {
      const [y, m] = month.split('-').map(Number) as [number, number];
      return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    };
    const period = `${lastMonth}-01,${next(thisMonth)}-01`;
    expect(lines).toEqual([
      'month,period_start,period_end,provider,currency,gross_charged,refunded,platform_fee,vat_on_fee,payouts_paid',
      `${lastMonth},${lastMonth}-01,${thisMonth}-01,all,CLP,55950,0,5000,950,40000`,
      `${lastMonth},${lastMonth}-01,${thisMonth}-01,stripe,CLP,55950,0,5000,950,`,
      `${thisMonth},${thisMonth}-01,${next(thisMonth)}-01,all,CLP,335700,111900,20000,3800,90000`,
      `${thisMonth},${thisMonth}-01,${next(thisMonth)}-01,stripe,CLP,111900,0,10000,1900,`,
      `${thisMonth},${thisMonth}-01,${next(thisMonth)}-01,payku,CLP,223800,111900,10000,1900,`,
      `total,${period},all,CLP,391650,111900,25000,4750,130000`,
      `total,${period},stripe,CLP,167850,0,15000,2850,`,
      `total,${period},payku,CLP,223800,111900,10000,1900,`,
    ]);

    await svc.client.call(PaymentRpc.revenueCsv, { months: 2 }, { actor: ops });
    const audited = await downloads();
    // A download changes nothing: two downloads are two entries.
    expect(audited).toHaveLength(2);
    expect(audited[0]).toEqual({
      actorId: ops.userId,
      action: 'payment.revenue.download',
      target: { type: 'revenueReport', id: `${lastMonth}-01/${next(thisMonth)}-01` },
      before: null,
      after: { months: 2, periodStart: `${lastMonth}-01`, periodEnd: `${next(thisMonth)}-01` },
      reason: null,
      ip: null,
    });
  });

  it('refuses a window outside the contract’s 1–36 months', async () => {
    for (const months of [0, 37, 1.5]) {
      const error = await refusal(
        svc.client.call(PaymentRpc.revenueCsv, { months }, { actor: ops }),
      );
      expect(error.code).toBe('VALIDATION');
    }
  });
});

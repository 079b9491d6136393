import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HostPayoutsResponse, PayoutBatch, PayoutBatchList } from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { confirmedBankAccount, PaymentUnderTest, releasePayoutsAt } from '@arrendo/payment/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeAdmin } from './accounts.js';
import { client, signUp, type Client, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startListing } from './listing-service.js';

const DAY = 86_400_000;

/**
 * The payout ledger over HTTP: a host reads only their own lines and payouts; admins list the
 * bank batches, download the upload file and answer each payout. Real identity (the email in
 * the file), listing (titles) and payment services behind the BFF.
 */
describe('payout ledger routes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let listing: Awaited<ReturnType<typeof startListing>>;
  let payment: PaymentUnderTest;
  let app: FastifyInstance;
  let browser: Client;
  let host: Jar;
  let hostId: string;
  let stranger: Jar;
  let ops: Jar;
  const hostEmail = `host-${randomUUID()}@example.com`;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    listing = await startListing(prefix);
    app = await buildTestApp({ NATS_SUBJECT_PREFIX: prefix });
    payment = await PaymentUnderTest.start('bff_payout_ledger', {}, { prefix });
    browser = client(app);
    ops = await becomeAdmin(
      app,
      await signUp(browser, identity.codeFor, `ops-${randomUUID()}@example.com`),
    );
    host = await signUp(browser, identity.codeFor, hostEmail);
    stranger = await signUp(browser, identity.codeFor, `stranger-${randomUUID()}@example.com`);
    hostId = (await browser.get('/api/me', host)).json<{ user: { id: string } }>().user.id;

    // A stay that ended a week ago, owed to the host, and the host's bank account.
    const startsAt = new Date(Date.now() - 10 * DAY);
    await payment.db
      .insertInto('payout_lines')
      .values({
        id: randomUUID(),
        ref: `booking:${randomUUID()}`,
        host_id: hostId,
        kind: 'booking',
        booking_id: randomUUID(),
        payment_id: null,
        property_id: randomUUID(),
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 2 * DAY),
        amount: 85_000,
        release_at: new Date(startsAt.getTime() + DAY),
        note: null,
        created_by: null,
      })
      .execute();
    await confirmedBankAccount(payment.service, hostId, {
      rut: '12345678-5',
      holderName: 'Ana Rojas',
      bankCode: '012',
      accountType: 'vista',
      accountNumber: '12345678',
    });
  });

  afterAll(async () => {
    await app?.close();
    await payment?.stop();
    await listing?.stop();
    await identity?.stop();
  });

  const ledgerOf = async (jar: Jar) => {
    const res = await browser.get('/api/payouts/ledger', jar);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<HostPayoutsResponse>();
  };

  it('shows a host their own lines only', async () => {
    expect((await browser.get('/api/payouts/ledger')).statusCode).toBe(401);
    const mine = await ledgerOf(host);
    expect(mine).toMatchObject({
      currency: 'CLP',
      method: 'bank_transfer',
      totals: { upcoming: 0, ready: 85_000, scheduled: 0, paid: 0 },
    });
    expect(mine.lines).toHaveLength(1);
    expect(mine.lines[0]).toMatchObject({ amount: 85_000, status: 'pending', listingTitle: null });
    const theirs = await ledgerOf(stranger);
    expect(theirs.lines).toEqual([]);
    expect(theirs.method).toBeNull();
  });

  it('lets admins download the batch and answer each payout; nobody else', async () => {
    await releasePayoutsAt(payment.service, new Date());
    const listed = await browser.get('/api/admin/payouts', ops);
    expect(listed.statusCode, listed.body).toBe(200);
    const batch = listed.json<PayoutBatchList>().batches[0];
    expect(batch).toMatchObject({ count: 1, total: 85_000, scheduled: 1 });
    const batchId = batch?.id as string;

    expect((await browser.get('/api/admin/payouts', host)).statusCode).toBe(403);
    expect((await browser.get(`/api/admin/payouts/batches/${batchId}/csv`, host)).statusCode).toBe(
      403,
    );
    expect((await browser.get(`/api/admin/payouts/batches/${randomUUID()}`, ops)).statusCode).toBe(
      404,
    );
    expect((await browser.get('/api/admin/payouts/batches/not-a-uuid', ops)).statusCode).toBe(400);

    const file = await browser.get(`/api/admin/payouts/batches/${batchId}/csv`, ops);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="arrendo-payouts-/);
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.body).toContain(
      `12.345.678-5,Ana Rojas,012,vista,12345678,85000,${hostEmail},ARR-`,
    );

    const detail = (
      await browser.get(`/api/admin/payouts/batches/${batchId}`, ops)
    ).json<PayoutBatch>();
    const payoutId = detail.payouts[0]?.id as string;

    const noReason = await browser.post(
      `/api/admin/payouts/${payoutId}/outcome`,
      { outcome: 'failed', reason: '' },
      ops,
    );
    expect(noReason.statusCode).toBe(400);
    expect(
      noReason.json<{ error: { details: { fields: { path: string }[] } } }>().error.details.fields,
    ).toEqual([expect.objectContaining({ path: 'reason' })]);
    expect(
      (await browser.post(`/api/admin/payouts/${payoutId}/outcome`, { outcome: 'paid' }, host))
        .statusCode,
    ).toBe(403);

    const paid = await browser.post(
      `/api/admin/payouts/${payoutId}/outcome`,
      { outcome: 'paid' },
      ops,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const late = await browser.post(
      `/api/admin/payouts/${payoutId}/outcome`,
      { outcome: 'failed', reason: 'Cuenta cerrada' },
      ops,
    );
    expect(late.statusCode).toBe(409);

    const mine = await ledgerOf(host);
    expect(mine.totals).toMatchObject({ ready: 0, paid: 85_000 });
    expect(mine.payouts[0]).toMatchObject({ status: 'paid', amount: 85_000 });
  });
});

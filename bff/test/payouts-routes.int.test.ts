import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PayoutSetup, PendingBankChange } from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { PaymentUnderTest } from '@arrendo/payment/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUp, type Client, type Jar } from './browser.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

const ACCOUNT = {
  rut: '12.345.678-5',
  holderName: 'Ana Rojas',
  bankCode: '012',
  accountType: 'vista',
  accountNumber: '12345678',
};

/**
 * `/payment-setup` over HTTP: the real identity (which sends the code to the account's email),
 * notification and payment services behind the BFF. A change of bank account waits for the code;
 * nothing else makes it the account payouts go to.
 */
describe('payout set-up routes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let payment: PaymentUnderTest;
  let app: FastifyInstance;
  let browser: Client;
  let host: Jar;
  let stranger: Jar;
  const hostEmail = `host-${randomUUID()}@example.com`;
  const strangerEmail = `stranger-${randomUUID()}@example.com`;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    app = await buildTestApp({ NATS_SUBJECT_PREFIX: prefix });
    payment = await PaymentUnderTest.start('bff_payout', {}, { prefix });
    browser = client(app);
    host = await signUp(browser, identity.codeFor, hostEmail);
    stranger = await signUp(browser, identity.codeFor, strangerEmail);
  });

  afterAll(async () => {
    await app?.close();
    await payment?.stop();
    await identity?.stop();
  });

  const setupOf = async (jar: Jar) => {
    const res = await browser.get('/api/payouts/setup', jar);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PayoutSetup>();
  };

  const propose = async (jar: Jar, body: object = ACCOUNT) => {
    const res = await browser.post('/api/payouts/bank-account', body, jar);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PendingBankChange>();
  };

  const auditActions = async () => {
    const rows = await payment.db
      .selectFrom('payout_audit')
      .select('action')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.action);
  };

  it('is for signed-in users only', async () => {
    expect((await browser.get('/api/payouts/setup')).statusCode).toBe(401);
    expect((await browser.post('/api/payouts/bank-account', ACCOUNT)).statusCode).toBe(401);
  });

  it('starts with nothing set up', async () => {
    expect(await setupOf(host)).toEqual({
      bankAccount: null,
      pendingChange: null,
      stripeConnected: false,
      ready: false,
    });
  });

  it('refuses bad details naming the field, and sends no code', async () => {
    for (const [field, value] of [
      ['rut', '12.345.678-9'],
      ['bankCode', '999'],
      ['accountType', 'credito'],
      ['accountNumber', '12-ab'],
      ['holderName', 'A\u0000na'],
    ] as const) {
      const res = await browser.post(
        '/api/payouts/bank-account',
        { ...ACCOUNT, [field]: value },
        host,
      );
      expect(res.statusCode, field).toBe(400);
      const paths = res
        .json<{ error: { details: { fields: { path: string }[] } } }>()
        .error.details.fields.map((f) => f.path);
      expect(paths, field).toEqual([field]);
    }
    expect(identity.codesSent(hostEmail, 'confirm_payout')).toBe(0);
    expect((await setupOf(host)).pendingChange).toBeNull();
  });

  it('confirms a new account only with the code sent to the account’s email', async () => {
    const pending = await propose(host);
    expect(pending).toMatchObject({
      holderName: 'Ana Rojas',
      rutMasked: '•••.678-5',
      bankCode: '012',
      bankName: 'BancoEstado',
      accountType: 'vista',
      numberLast4: '5678',
      emailHint: `h•••@example.com`,
    });
    const code = await identity.codeFor(hostEmail, 'confirm_payout');
    const waiting = await setupOf(host);
    expect(waiting.bankAccount).toBeNull();
    expect(waiting.ready).toBe(false);
    expect(waiting.pendingChange?.changeId).toBe(pending.changeId);

    // Another user cannot confirm it, even with the right code.
    const foreign = await browser.post(
      '/api/payouts/bank-account/confirm',
      { changeId: pending.changeId, code },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await browser.post(
      '/api/payouts/bank-account/confirm',
      { changeId: pending.changeId, code: wrongCode },
      host,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: {
        code: 'VALIDATION',
        details: { reason: 'OTP_INVALID', attemptsLeft: 4, fields: [{ path: 'code' }] },
      },
    });
    expect((await setupOf(host)).ready).toBe(false);

    const confirmed = await browser.post(
      '/api/payouts/bank-account/confirm',
      { changeId: pending.changeId, code },
      host,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const setup = confirmed.json<PayoutSetup>();
    expect(setup.ready).toBe(true);
    expect(setup.pendingChange).toBeNull();
    expect(setup.bankAccount).toMatchObject({ numberLast4: '5678', bankCode: '012' });

    // A retried confirmation answers the same and changes nothing.
    const again = await browser.post(
      '/api/payouts/bank-account/confirm',
      { changeId: pending.changeId, code },
      host,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json<PayoutSetup>().bankAccount?.confirmedAt).toBe(setup.bankAccount?.confirmedAt);
    expect(await auditActions()).toEqual(['change_requested', 'code_rejected', 'account_changed']);

    expect((await setupOf(stranger)).ready).toBe(false);
  });

  it('keeps the details sealed at rest: no column holds the RUT, the name or the number', async () => {
    const rows = [
      ...(await payment.db.selectFrom('payout_bank_accounts').selectAll().execute()),
      ...(await payment.db.selectFrom('payout_bank_changes').selectAll().execute()),
    ];
    const stored = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const secret of ['12345678', '12.345.678', 'Ana Rojas']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('keeps paying the old account until a change is confirmed; a newer change replaces a waiting one', async () => {
    const first = await propose(host, { ...ACCOUNT, bankCode: '001', accountNumber: '000111222' });
    const firstCode = await identity.codeFor(hostEmail, 'confirm_payout', 1);
    const second = await propose(host, { ...ACCOUNT, bankCode: '037', accountNumber: '99998888' });
    const setup = await setupOf(host);
    expect(setup.bankAccount?.bankCode).toBe('012');
    expect(setup.pendingChange?.changeId).toBe(second.changeId);

    // The replaced change is gone, and its code confirms nothing.
    const stale = await browser.post(
      '/api/payouts/bank-account/confirm',
      { changeId: first.changeId, code: firstCode },
      host,
    );
    expect(stale.statusCode).toBe(404);

    const cancelled = await browser.send(
      'DELETE',
      `/api/payouts/bank-account/changes/${second.changeId}`,
      {},
      host,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PayoutSetup>()).toMatchObject({
      pendingChange: null,
      bankAccount: { bankCode: '012' },
    });
    const secondCode = await identity.codeFor(hostEmail, 'confirm_payout', 2);
    const afterCancel = await browser.post(
      '/api/payouts/bank-account/confirm',
      { changeId: second.changeId, code: secondCode },
      host,
    );
    expect(afterCancel.statusCode).toBe(404);
    expect((await setupOf(host)).bankAccount?.bankCode).toBe('012');
  });

  it('limits the codes a session can have sent in an hour', async () => {
    const sent = identity.codesSent(hostEmail, 'confirm_payout');
    const statuses: number[] = [];
    for (let i = sent; i < 6; i += 1) {
      statuses.push((await browser.post('/api/payouts/bank-account', ACCOUNT, host)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  });
});

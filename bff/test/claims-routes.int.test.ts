import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  PaymentRpc,
  type AdminClaimsResponse,
  type Booking,
  type BookingClaimResponse,
  type ClaimResponse,
} from '@arrendo/contracts';
import { uniquePrefix, waitFor } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarUnderTest, santiagoDate } from '@arrendo/booking/testing';
import { fakeProperty } from '@arrendo/listing/testing';
import { becomeAdmin, CSRF, signUp, type Jar } from './accounts.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';
import { startPayment } from './payment-service.js';

const PASSWORD = 'claims-routes-password';
const DESCRIPTION = 'The glass coffee table was cracked and a chair leg was broken.';

/**
 * The damage claim routes (decision 0051) against the real identity, booking and payment services
 * (fake listing and pricing beside booking): inputs named on 400, strangers 404, non-admins 403 on the
 * admin routes, and a claim from opening to approval and the host's payout ledger. The rules themselves are the booking
 * service's (services/booking/test/claims.int.test.ts).
 */
describe('damage claim routes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let booking: CalendarUnderTest;
  let payment: Awaited<ReturnType<typeof startPayment>>;
  let app: FastifyInstance;
  let admin: Jar;
  let host: Jar;
  let guest: Jar;
  let stranger: Jar;
  let stay: Booking;

  const send = (method: 'GET' | 'POST', url: string, cookies: Jar, payload?: object) =>
    app.inject({ method, url, cookies, headers: CSRF, ...(payload ? { payload } : {}) });
  const meOf = async (jar: Jar) =>
    (await send('GET', '/api/me', jar)).json<{ user: { id: string } }>().user.id;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    booking = await CalendarUnderTest.start('bff_claims', prefix);
    payment = await startPayment(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
    admin = await becomeAdmin(
      app,
      await signUp(app, identity, `claims-admin-${randomUUID()}@example.com`, PASSWORD),
    );
    host = await signUp(app, identity, `claims-host-${randomUUID()}@example.com`, PASSWORD);
    guest = await signUp(app, identity, `claims-guest-${randomUUID()}@example.com`, PASSWORD);
    stranger = await signUp(app, identity, `claims-other-${randomUUID()}@example.com`, PASSWORD);
    const home = booking.listing.add(fakeProperty({ hostId: await meOf(host), instantBook: true }));
    const held = await send('POST', '/api/bookings', guest, {
      propertyId: home.id,
      checkIn: santiagoDate(10),
      checkOut: santiagoDate(12),
      guests: 2,
    });
    expect(held.statusCode, held.body).toBe(201);
    stay = held.json<Booking>();
    // Paid, confirmed, and ended two days ago (the payment path is the lifecycle test's).
    await sql`UPDATE bookings SET status = 'confirmed', payment_state = 'paid',
        paid_clp = total_clp, confirmed_at = now() - interval '10 days', expires_at = NULL,
        period = tstzrange(now() - interval '4 days', now() - interval '2 days', '[)')
      WHERE id = ${stay.id}`.execute(booking.db);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await payment?.stop();
    await booking?.stop();
    await identity?.stop();
  });

  it('names the field of a bad claim and asks a visitor to sign in', async () => {
    const good = {
      bookingId: stay.id,
      amount: 50_000,
      description: DESCRIPTION,
      clientKey: randomUUID(),
    };
    expect((await send('POST', '/api/claims', {}, good)).statusCode).toBe(401);
    expect((await send('GET', `/api/claims/${randomUUID()}`, {})).statusCode).toBe(401);
    for (const [payload, field] of [
      [{ ...good, amount: '50000' }, 'amount'],
      [{ ...good, amount: 0 }, 'amount'],
      [{ ...good, description: `${DESCRIPTION}\u0000` }, 'description'],
      [{ ...good, photoIds: ['x'] }, 'photoIds.0'],
      [{ ...good, clientKey: undefined }, 'clientKey'],
    ] as const) {
      const res = await send('POST', '/api/claims', host, payload);
      expect(res.statusCode, res.body).toBe(400);
      const paths = (res.json().error.details.fields as { path: string }[]).map((f) => f.path);
      expect(paths).toContain(field);
    }
    expect((await send('GET', '/api/claims/not-a-uuid', host)).statusCode).toBe(400);
    const notMultipart = await send('POST', '/api/claims/photos', host, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('takes a claim from opening through an answer to approval and the host payout', async () => {
    const window = await send('GET', `/api/bookings/${stay.id}/claim`, host);
    expect(window.statusCode, window.body).toBe(200);
    expect(window.json<BookingClaimResponse>()).toMatchObject({ window: 'open', canOpen: true });
    expect((await send('GET', `/api/bookings/${stay.id}/claim`, stranger)).statusCode).toBe(404);

    const body = {
      bookingId: stay.id,
      amount: 50_000,
      description: DESCRIPTION,
      clientKey: randomUUID(),
    };
    expect((await send('POST', '/api/claims', guest, body)).statusCode).toBe(404);
    const opened = await send('POST', '/api/claims', host, body);
    expect(opened.statusCode, opened.body).toBe(201);
    const claim = opened.json<ClaimResponse>();
    expect(claim).toMatchObject({ role: 'host', claim: { status: 'open', amount: 50_000 } });
    expect(Object.keys(claim.people).sort()).toEqual(
      [claim.claim.hostId, claim.claim.guestId].sort(),
    );
    // The same form sent again: the same claim.
    const again = await send('POST', '/api/claims', host, body);
    expect(again.json<ClaimResponse>().claim.id).toBe(claim.claim.id);
    const second = await send('POST', '/api/claims', host, { ...body, clientKey: randomUUID() });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.details.reason).toBe('claim_open');

    const url = `/api/claims/${claim.claim.id}`;
    expect((await send('GET', url, stranger)).statusCode).toBe(404);
    const answered = await send('POST', `${url}/messages`, guest, {
      clientId: randomUUID(),
      body: 'It was cracked when we arrived.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json<ClaimResponse>().messages).toHaveLength(1);

    // Admin routes: 403 for the parties, then the admin's view, question and decision.
    expect((await send('GET', '/api/admin/claims', host)).statusCode).toBe(403);
    const approveUrl = `/api/admin/claims/${claim.claim.id}/approve`;
    expect((await send('POST', approveUrl, guest, { amount: 1 })).statusCode).toBe(403);
    const list = await send('GET', '/api/admin/claims?status=open', admin);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<AdminClaimsResponse>();
    expect(page.items.map((c) => c.id)).toContain(claim.claim.id);
    expect(page.people[claim.claim.hostId]).toBeDefined();
    expect((await send('GET', '/api/admin/claims?status=nope', admin)).statusCode).toBe(400);

    const asked = await send('POST', `/api/admin/claims/${claim.claim.id}/messages`, admin, {
      clientId: randomUUID(),
      to: 'guest',
      body: 'Do you have photos from your arrival?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<ClaimResponse>().role).toBe('admin');
    const hostView = (await send('GET', url, host)).json<ClaimResponse>();
    expect(hostView.messages.map((m) => m.authorRole)).toEqual(['guest']);

    const over = await send('POST', `/api/admin/claims/${claim.claim.id}/approve`, admin, {
      amount: 50_001,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details.fields[0].path).toBe('amount');
    const approved = await send('POST', `/api/admin/claims/${claim.claim.id}/approve`, admin, {
      amount: 40_000,
      note: 'The table, not the chair.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<ClaimResponse>().claim).toMatchObject({
      status: 'approved',
      approvedAmount: 40_000,
    });
    const rejected = await send('POST', `/api/admin/claims/${claim.claim.id}/reject`, admin, {
      note: 'Changed my mind',
    });
    expect(rejected.statusCode).toBe(409);
    const guestView = (await send('GET', url, guest)).json<ClaimResponse>();
    expect(guestView).toMatchObject({ role: 'guest', claim: { status: 'approved' } });
    expect(guestView.messages.map((m) => m.authorRole)).toEqual(['guest', 'admin']);

    // The payment service took `claim.approved`: the host's ledger has the approved amount.
    // (Asked of the payment service as the host: `/api/payouts/ledger` also asks listing, a
    // fake here that lists nothing.)
    const hostActor = { userId: claim.claim.hostId, roles: [] };
    const claimLine = await waitFor(async () => {
      const ledger = await app.services.call(PaymentRpc.hostPayouts, {}, { actor: hostActor });
      return ledger.lines.find((l) => l.kind === 'claim' && l.bookingId === stay.id);
    }, 15_000);
    expect(claimLine).toMatchObject({ amount: 40_000 });
  });
});

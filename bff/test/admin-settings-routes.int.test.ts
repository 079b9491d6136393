import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminSettings, Booking, PlatformFees, Quote } from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDate } from '@arrendo/booking/testing';
import { fakeProperty } from '@arrendo/listing/testing';
import { PricingUnderTest } from '@arrendo/pricing/testing';
import { becomeAdmin, CSRF, signUp, type Jar } from './accounts.js';
import { startBooking } from './booking-service.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

const PASSWORD = 'admin-settings-password';

/**
 * `/api/admin/settings` against the real identity, pricing and booking services (a fake listing
 * service beside pricing): each field reaches the service that reads it, which uses it at once
 * and audits the change.
 */
describe('admin settings routes', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let pricing: PricingUnderTest;
  let booking: Awaited<ReturnType<typeof startBooking>>;
  let app: FastifyInstance;
  let admin: Jar;
  let guest: Jar;

  beforeAll(async () => {
    identity = await startIdentity(prefix);
    pricing = await PricingUnderTest.start('bff_admin_settings', {}, prefix);
    booking = await startBooking(prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
    guest = await signUp(app, identity, `settings-guest-${randomUUID()}@example.com`, PASSWORD);
    admin = await becomeAdmin(
      app,
      await signUp(app, identity, `settings-admin-${randomUUID()}@example.com`, PASSWORD),
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await booking?.stop();
    await pricing?.stop();
    await identity?.stop();
  });

  const get = (url: string, cookies: Jar = {}) => app.inject({ method: 'GET', url, cookies });
  const put = (payload: unknown, cookies: Jar = admin) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: payload as object,
      cookies,
      headers: CSRF,
    });
  const fieldsOf = (body: string) =>
    (
      JSON.parse(body) as { error: { details?: { fields?: { path: string }[] } } }
    ).error.details?.fields?.map((f) => f.path);

  it('refuses anonymous visitors (401) and non-admins (403), reading or writing', async () => {
    expect((await get('/api/admin/settings')).statusCode).toBe(401);
    expect((await get('/api/admin/settings', guest)).statusCode).toBe(403);
    expect((await put({ holdMinutes: 20 }, {})).statusCode).toBe(401);
    expect((await put({ holdMinutes: 20 }, guest)).statusCode).toBe(403);
  });

  it('starts at the defaults', async () => {
    const res = await get('/api/admin/settings', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSettings>()).toEqual({
      serviceFeePercent: 10,
      showTaxIncludedByDefault: false,
      holdMinutes: 15,
      requestExpiryHours: 24,
      pricingUpdatedAt: null,
      bookingUpdatedAt: null,
    });
  });

  it.each([
    [{ serviceFeePercent: 31 }, 'serviceFeePercent'],
    [{ serviceFeePercent: -1 }, 'serviceFeePercent'],
    [{ serviceFeePercent: 7.125 }, 'serviceFeePercent'],
    [{ serviceFeePercent: '12' }, 'serviceFeePercent'],
    [{ showTaxIncludedByDefault: 'yes' }, 'showTaxIncludedByDefault'],
    [{ holdMinutes: 4 }, 'holdMinutes'],
    [{ holdMinutes: 61 }, 'holdMinutes'],
    [{ holdMinutes: 12.5 }, 'holdMinutes'],
    [{ requestExpiryHours: 0 }, 'requestExpiryHours'],
    [{ requestExpiryHours: 73 }, 'requestExpiryHours'],
    [{ surprise: 1 }, ''],
  ])('refuses %j with 400 naming %s, and changes nothing', async (payload, field) => {
    const res = await put({ holdMinutes: 30, ...payload });
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(fieldsOf(res.body)).toContain(field);
    const now = (await get('/api/admin/settings', admin)).json<AdminSettings>();
    expect(now.holdMinutes).not.toBe(30);
  });

  it('refuses an empty change', async () => {
    const res = await put({});
    expect(res.statusCode).toBe(400);
  });

  it('applies each setting at once: the next quote and the next hold use it, and it is audited', async () => {
    const adminId = (await get('/api/me', admin)).json<{ user: { id: string } }>().user.id;
    const home = pricing.listing.add(
      fakeProperty({ instantBook: true, price: { amount: 60_000, currency: 'CLP' } }),
    );

    const saved = await put({
      serviceFeePercent: 12.5,
      showTaxIncludedByDefault: true,
      holdMinutes: 7,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = saved.json<AdminSettings>();
    expect(settings).toMatchObject({
      serviceFeePercent: 12.5,
      showTaxIncludedByDefault: true,
      holdMinutes: 7,
      requestExpiryHours: 24,
    });
    expect(settings.pricingUpdatedAt).not.toBeNull();
    expect(settings.bookingUpdatedAt).not.toBeNull();

    // Pricing: the very next quote, and the public fees with the tax toggle's default.
    const quote = (
      await get(`/api/properties/${home.id}/quote?checkIn=2027-05-01&checkOut=2027-05-02`)
    ).json<Quote>();
    expect(quote.serviceFeePercent).toBe(12.5);
    expect(quote.serviceFee.amount).toBe(7_500); // 12,5% of 60.000
    const fees = (await get('/api/fees')).json<PlatformFees>();
    expect(fees).toEqual({
      serviceFeePercent: 12.5,
      vatPercent: 19,
      showTaxIncludedByDefault: true,
    });

    // Booking: a hold made right after the change lapses after the new 7 minutes.
    const before = Date.now();
    const held = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        propertyId: home.id,
        checkIn: santiagoDate(40),
        checkOut: santiagoDate(42),
        guests: 2,
      },
      cookies: guest,
      headers: CSRF,
    });
    expect(held.statusCode, held.body).toBe(201);
    const hold = held.json<Booking>();
    const minutes = (Date.parse(hold.expiresAt!) - before) / 60_000;
    expect(minutes).toBeGreaterThan(6.5);
    expect(minutes).toBeLessThanOrEqual(7.1);
    expect(hold.quote.serviceFeePercent).toBe(12.5);

    // A booking-only change leaves pricing's settings alone, and is answered whole.
    const later = await put({ requestExpiryHours: 48 });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<AdminSettings>()).toMatchObject({
      serviceFeePercent: 12.5,
      holdMinutes: 7,
      requestExpiryHours: 48,
    });

    // Each change was audited by the service that made it, in the change's transaction.
    const audit = await pricing.outbox('evt.pricing.adminAction.recorded');
    expect(audit.at(-1)).toMatchObject({
      actorId: adminId,
      action: 'pricing.settings.update',
      target: { type: 'settings', id: 'platform' },
      before: { serviceFeePercent: 10, showTaxIncludedByDefault: false },
      after: { serviceFeePercent: 12.5, showTaxIncludedByDefault: true },
    });
    // The booking service's own outbox table (outside its typed schema: the kit's).
    interface OutboxRow {
      seq: number;
      subject: string;
      envelope: { data: { actorId: string; after: unknown } };
    }
    const bookingAudit = (
      await booking.db
        .withTables<{ outbox: OutboxRow }>()
        .selectFrom('outbox')
        .select('envelope')
        .where('subject', '=', 'evt.booking.adminAction.recorded')
        .orderBy('seq')
        .execute()
    ).map((row) => ({ data: row.envelope.data }));
    expect(bookingAudit.every((r) => r.data.actorId === adminId)).toBe(true);
    expect(bookingAudit.map((r) => r.data.after)).toEqual([
      { holdMinutes: 7 },
      { requestExpiryHours: 48 },
    ]);
  });
});

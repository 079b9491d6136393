import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  PricingRpc,
  guestAmounts,
  feeBasisPoints,
  type ExchangeRates,
  type PlatformFees,
  type Property,
  type Quote,
} from '@arrendo/contracts';
import { uniquePrefix } from '@arrendo/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProperty } from '@arrendo/listing/testing';
import { FakeRatesApi, PricingUnderTest } from '@arrendo/pricing/testing';
import { signUp, type Jar } from './accounts.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

const PASSWORD = 'pricing-routes-password';

/** The pricing routes against the real pricing and identity services, a fake listing service. */
describe('pricing routes: quotes, rates and fees', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let ratesApi: FakeRatesApi;
  let pricing: PricingUnderTest;
  let app: FastifyInstance;
  let user: Jar;
  let home: Property;
  let studio: Property;

  beforeAll(async () => {
    ratesApi = await FakeRatesApi.start();
    identity = await startIdentity(prefix);
    pricing = await PricingUnderTest.start('bff_pricing', { RATES_API_URL: ratesApi.url }, prefix);
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
    });
    user = await signUp(app, identity, `pricing-user-${randomUUID()}@example.com`, PASSWORD);
    home = pricing.listing.add(
      fakeProperty({ extraFees: [{ name: 'Limpieza', amount: 15_000 }], maxGuests: 3 }),
    );
    studio = pricing.listing.add(fakeProperty({ listingType: 'experience', minHours: 2 }));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await pricing?.stop();
    await identity?.stop();
    await ratesApi?.stop();
  });

  const get = (url: string, cookies: Jar = {}) => app.inject({ method: 'GET', url, cookies });
  const fieldsOf = (body: string) =>
    (
      JSON.parse(body) as { error: { details?: { fields?: { path: string }[] } } }
    ).error.details?.fields?.map((f) => f.path);

  it('quotes a stay (public, briefly cacheable)', async () => {
    const res = await get(
      `/api/properties/${home.id}/quote?checkIn=2027-03-01&checkOut=2027-03-03&guests=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const quote = res.json<Quote>();
    // base 90.000 + 15.000; fee 10.500; IVA 19% of the fee = 1.995
    expect(quote).toMatchObject({
      propertyId: home.id,
      units: 2,
      base: { amount: 105_000 },
      serviceFee: { amount: 10_500 },
      vat: { amount: 1_995 },
      total: { amount: 117_495, currency: 'CLP' },
      display: { currency: 'CLP', rate: 1 },
    });
  });

  it('quotes an hourly space in another currency', async () => {
    const res = await get(
      `/api/properties/${studio.id}/quote?date=2027-03-01&startTime=10:00&hours=3&currency=USD`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<Quote>();
    expect(quote).toMatchObject({ kind: 'hourly', units: 3, display: { currency: 'USD' } });
    expect(quote.display.rate).toBeGreaterThan(0);
    expect(quote.display.rate).toBeLessThan(0.01);
  });

  it('answers 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      [`/api/properties/${home.id}/quote?checkIn=2027-03-01`, 'checkOut'],
      [`/api/properties/${studio.id}/quote?date=2027-03-01&startTime=10:00&hours=0`, 'hours'],
      [
        `/api/properties/${home.id}/quote?checkIn=2027-03-01&checkOut=2027-03-02&date=2027-03-01`,
        'date',
      ],
      [
        `/api/properties/${home.id}/quote?checkIn=2027-03-01&checkOut=2027-03-02&currency=XYZ`,
        'currency',
      ],
      // The listing decides: these are valid queries of the wrong kind, or breaking its rules.
      [`/api/properties/${home.id}/quote?date=2027-03-01&startTime=10:00&hours=3`, 'checkIn'],
      [`/api/properties/${studio.id}/quote?checkIn=2027-03-01&checkOut=2027-03-02`, 'date'],
      [`/api/properties/${studio.id}/quote?date=2027-03-01&startTime=10:00&hours=1`, 'hours'],
      [
        `/api/properties/${home.id}/quote?checkIn=2027-03-01&checkOut=2027-03-02&guests=4`,
        'guests',
      ],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(fieldsOf(res.body), url).toContain(field);
    }
  });

  it('answers 404 for an unknown listing and for a draft a stranger asks about', async () => {
    const unknown = await get(
      `/api/properties/${randomUUID()}/quote?checkIn=2027-03-01&checkOut=2027-03-02`,
    );
    expect(unknown.statusCode).toBe(404);
    const draft = pricing.listing.add(fakeProperty({ status: 'draft', publishedAt: null }));
    const res = await get(
      `/api/properties/${draft.id}/quote?checkIn=2027-03-01&checkOut=2027-03-02`,
      user,
    );
    expect(res.statusCode).toBe(404);
  });

  it('answers the rates, cacheable for five minutes', async () => {
    const res = await get('/api/rates');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const rates = res.json<ExchangeRates>();
    expect(Object.keys(rates.rates)).toHaveLength(12);
    expect(rates.rates.USD_CLP).toBeGreaterThan(0);
    expect(['live', 'fallback']).toContain(rates.source);
  });

  // Admins change the fee on /api/admin/settings (admin-settings-routes.int.test.ts); here the
  // pricing service is told directly, and the public routes follow it.
  it('quotes and answers the fees with the fee an admin set', async () => {
    const saved = await pricing.client.call(
      PricingRpc.updateSettings,
      { serviceFeePercent: 12 },
      { actor: { userId: randomUUID(), roles: ['admin'] } },
    );
    expect(saved.serviceFeePercent).toBe(12);

    const res = await get(
      `/api/properties/${home.id}/quote?checkIn=2027-04-01&checkOut=2027-04-02`,
    );
    const quote = res.json<Quote>();
    expect(quote.serviceFeePercent).toBe(12);
    expect(quote.serviceFee.amount).toBe(7_200); // 12% of 60.000

    // Everyone reads the fee the wizard's preview adds, and it prices as the quote does.
    const fees = await get('/api/fees');
    expect(fees.statusCode).toBe(200);
    expect(fees.headers['cache-control']).toBe('public, max-age=60');
    expect(fees.json<PlatformFees>()).toEqual({
      serviceFeePercent: 12,
      vatPercent: 19,
      showTaxIncludedByDefault: false,
    });
    const preview = guestAmounts(quote.base.amount, {
      serviceFeeBasisPoints: feeBasisPoints(fees.json<PlatformFees>().serviceFeePercent),
      vatPercent: fees.json<PlatformFees>().vatPercent,
    });
    // 60.000 + 7.200 + IVA 19% of 7.200 (1.368) = 68.568
    expect([preview.total, preview.vat]).toEqual([quote.total.amount, quote.vat.amount]);
    expect(quote.total.amount).toBe(68_568);
  });
});

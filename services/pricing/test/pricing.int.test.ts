import {
  AppError,
  PricingEvents,
  PricingRpc,
  type Actor,
  type QuoteRequest,
} from '@arrendo/contracts';
import { waitFor } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRates } from '../src/app/rates.js';
import { fakeProperty } from '@arrendo/listing/testing';
import { FakeRatesApi } from '../src/testing/fake-rates-api.js';
import { admin, anonymous, PricingUnderTest, stranger } from '../src/testing/pricing-under-test.js';

let t: PricingUnderTest;
let ratesApi: FakeRatesApi;

beforeAll(async () => {
  ratesApi = await FakeRatesApi.start();
  t = await PricingUnderTest.start('pricing', { RATES_API_URL: ratesApi.url });
  // The service fetches at start (nothing stored yet), without holding the start up.
  await waitFor(async () => (await t.storedRates()).length === 12, 10_000);
});

afterAll(async () => {
  await t?.stop();
  await ratesApi?.stop();
});

const quote = (request: QuoteRequest, actor: Actor = anonymous) =>
  t.client.call(PricingRpc.quote, request, { actor });

async function refusal(promise: Promise<unknown>): Promise<{ code: string; field?: string }> {
  try {
    await promise;
  } catch (error) {
    if (!AppError.isAppError(error)) throw error;
    return { code: error.code, field: error.details?.fields?.[0]?.path };
  }
  throw new Error('expected a refusal');
}

describe('quote', () => {
  it('prices a stay: nights, each extra fee once, 10% fee, 19% IVA on the fee only, with live display rate', async () => {
    const home = t.listing.add(
      fakeProperty({
        price: { amount: 45_000, currency: 'CLP' },
        extraFees: [
          { name: 'Limpieza', amount: 15_000 },
          { name: 'Ropa de cama', amount: 5_000 },
        ],
      }),
    );
    const q = await quote({
      propertyId: home.id,
      slot: { checkIn: '2027-01-10', checkOut: '2027-01-13' },
      guests: 4,
      currency: 'USD',
    });
    // base 135.000 + 20.000 = 155.000; fee 15.500; IVA 19% of the fee = 2.945; total 173.445
    expect(q).toMatchObject({
      propertyId: home.id,
      kind: 'stay',
      unit: 'day',
      units: 3,
      unitPrice: { amount: 45_000, currency: 'CLP' },
      subtotal: { amount: 135_000 },
      base: { amount: 155_000 },
      serviceFeePercent: 10,
      serviceFee: { amount: 15_500 },
      vatPercent: 19,
      vat: { amount: 2_945 },
      total: { amount: 173_445, currency: 'CLP' },
    });
    expect(q.extraFees.map((f) => f.name)).toEqual(['Limpieza', 'Ropa de cama']);
    expect(q.display.currency).toBe('USD');
    expect(q.display.rate).toBeCloseTo(1 / 940, 12);
    expect(q.display.ratesAt).not.toBeNull();
  });

  it('prices an hourly space by the hour, in CLP by default', async () => {
    const studio = t.listing.add(fakeProperty({ listingType: 'experience' }));
    const q = await quote({
      propertyId: studio.id,
      slot: { date: '2027-01-10', startTime: '10:00', hours: 3 },
      guests: 2,
    });
    expect(q).toMatchObject({
      kind: 'hourly',
      unit: 'hour',
      units: 3,
      subtotal: { amount: 36_000 },
    });
    expect(q.serviceFee.amount).toBe(3_600);
    expect(q.vat.amount).toBe(684); // 19% of the 3.600 fee, not of 39.600
    expect(q.total.amount).toBe(40_284);
    expect(q.display).toMatchObject({ currency: 'CLP', rate: 1 });
  });

  it('refuses a slot of the wrong shape naming the field the listing needs', async () => {
    const home = t.listing.add(fakeProperty());
    const studio = t.listing.add(fakeProperty({ listingType: 'experience' }));
    expect(
      await refusal(
        quote({
          propertyId: home.id,
          slot: { date: '2027-01-10', startTime: '10:00', hours: 3 },
          guests: 1,
        }),
      ),
    ).toEqual({ code: 'VALIDATION', field: 'slot.checkIn' });
    expect(
      await refusal(
        quote({
          propertyId: studio.id,
          slot: { checkIn: '2027-01-10', checkOut: '2027-01-11' },
          guests: 1,
        }),
      ),
    ).toEqual({ code: 'VALIDATION', field: 'slot.date' });
  });

  it('refuses more guests than the space takes and fewer hours than its minimum', async () => {
    const home = t.listing.add(fakeProperty({ maxGuests: 2 }));
    const studio = t.listing.add(fakeProperty({ listingType: 'experience', minHours: 4 }));
    expect(
      await refusal(
        quote({
          propertyId: home.id,
          slot: { checkIn: '2027-01-10', checkOut: '2027-01-11' },
          guests: 3,
        }),
      ),
    ).toEqual({ code: 'VALIDATION', field: 'guests' });
    expect(
      await refusal(
        quote({
          propertyId: studio.id,
          slot: { date: '2027-01-10', startTime: '10:00', hours: 3 },
          guests: 1,
        }),
      ),
    ).toEqual({ code: 'VALIDATION', field: 'slot.hours' });
  });

  it('an unknown listing and a stranger asking for a draft are both NOT_FOUND; its host gets the preview', async () => {
    const draft = t.listing.add(fakeProperty({ status: 'draft', publishedAt: null }));
    const request: QuoteRequest = {
      propertyId: draft.id,
      slot: { checkIn: '2027-01-10', checkOut: '2027-01-11' },
      guests: 1,
    };
    expect(await refusal(quote(request, stranger()))).toEqual({ code: 'NOT_FOUND' });
    expect(
      await refusal(quote({ ...request, propertyId: '00000000-0000-4000-8000-000000000000' })),
    ).toEqual({ code: 'NOT_FOUND' });
    const preview = await quote(request, { userId: draft.hostId, roles: [] });
    expect(preview.total.amount).toBe(50_355);
    expect((await quote(request, admin())).total.amount).toBe(50_355);
  });
});

describe('settings', () => {
  it('starts at the env default and only admins may change it; the next quote uses it', async () => {
    expect(await t.client.call(PricingRpc.getSettings, {}, { actor: anonymous })).toEqual({
      serviceFeePercent: 10,
      showTaxIncludedByDefault: false,
      updatedAt: null,
    });
    expect(
      await refusal(
        t.client.call(PricingRpc.updateSettings, { serviceFeePercent: 5 }, { actor: stranger() }),
      ),
    ).toEqual({ code: 'FORBIDDEN' });
    expect(
      await refusal(
        t.client.call(PricingRpc.updateSettings, { serviceFeePercent: 5 }, { actor: anonymous }),
      ),
    ).toEqual({ code: 'FORBIDDEN' });
    expect(
      await refusal(
        t.client.call(PricingRpc.updateSettings, { serviceFeePercent: 7.125 }, { actor: admin() }),
      ),
    ).toEqual({ code: 'VALIDATION', field: 'serviceFeePercent' });
    expect(
      await refusal(
        t.client.call(PricingRpc.updateSettings, { serviceFeePercent: 31 }, { actor: admin() }),
      ),
    ).toEqual({ code: 'VALIDATION', field: 'serviceFeePercent' });
    expect(
      (await t.client.call(PricingRpc.getSettings, {}, { actor: anonymous })).updatedAt,
    ).toBeNull();

    const actor = admin();
    const saved = await t.client.call(
      PricingRpc.updateSettings,
      { serviceFeePercent: 7.5 },
      { actor },
    );
    expect(saved.serviceFeePercent).toBe(7.5);
    expect(saved.showTaxIncludedByDefault).toBe(false);
    expect(saved.updatedAt).not.toBeNull();
    expect(await t.client.call(PricingRpc.getSettings, {}, { actor: anonymous })).toEqual(saved);
    // Audited in the change's transaction: only the field that changed, as the admin saw it.
    expect((await t.outbox('evt.pricing.adminAction.recorded')).at(-1)).toMatchObject({
      actorId: actor.userId,
      action: 'pricing.settings.update',
      target: { type: 'settings', id: 'platform' },
      before: { serviceFeePercent: 10 },
      after: { serviceFeePercent: 7.5 },
    });

    // The VAT display default alone leaves the fee as it was.
    const shown = await t.client.call(
      PricingRpc.updateSettings,
      { showTaxIncludedByDefault: true },
      { actor },
    );
    expect(shown).toMatchObject({ serviceFeePercent: 7.5, showTaxIncludedByDefault: true });
    await t.client.call(PricingRpc.updateSettings, { showTaxIncludedByDefault: false }, { actor });

    const home = t.listing.add(fakeProperty());
    const q = await quote({
      propertyId: home.id,
      slot: { checkIn: '2027-02-01', checkOut: '2027-02-02' },
      guests: 1,
    });
    expect(q.serviceFeePercent).toBe(7.5);
    expect(q.serviceFee.amount).toBe(3_375);
    expect(q.vat.amount).toBe(641); // 19% of the 3.375 fee = 641,25
    expect(q.total.amount).toBe(49_016);

    await t.client.call(PricingRpc.updateSettings, { serviceFeePercent: 10 }, { actor: admin() });
  });
});

describe('rates', () => {
  it('stores the 12 pairs fetched at start, announces them and answers them live', async () => {
    const rows = await t.storedRates();
    expect(rows.map((r) => r.pair)).toHaveLength(12);
    expect(rows.find((r) => r.pair === 'USD_CLP')?.rate).toBe(940);
    expect(ratesApi.requests.filter((r) => r.startsWith('/api/rates/latest/USD'))).toHaveLength(3);

    const rates = await t.client.call(PricingRpc.rates, {}, { actor: anonymous });
    expect(rates.source).toBe('live');
    expect(rates.rates.USD_CLP).toBe(940);
    expect(rates.rates.GBP_EUR).toBeCloseTo(0.9 / 0.8, 12);
    expect(Object.keys(rates.rates)).toHaveLength(12);

    const events = await t.outbox(PricingEvents.RATES_UPDATED.subject);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ source: 'live', rates: { USD_CLP: 940 } });
  });

  it('a refresh stores new rates and announces them; a failed one keeps the last live rates', async () => {
    ratesApi.mids = { CLP: 990, EUR: 0.95, GBP: 0.75 };
    expect((await refreshRates(t.deps())).status).toBe('updated');
    expect((await t.client.call(PricingRpc.rates, {}, { actor: anonymous })).rates.USD_CLP).toBe(
      990,
    );
    expect(await t.outbox(PricingEvents.RATES_UPDATED.subject)).toHaveLength(2);

    ratesApi.setMode('http-500');
    const failed = await refreshRates(t.deps());
    expect(failed).toMatchObject({ status: 'failed' });
    const kept = await t.client.call(PricingRpc.rates, {}, { actor: anonymous });
    expect(kept).toMatchObject({ source: 'live', rates: { USD_CLP: 990 } });
    expect(await t.outbox(PricingEvents.RATES_UPDATED.subject)).toHaveLength(2);
    ratesApi.setMode('ok');
  });

  it('answers the fallback table once the last live rates are older than RATES_MAX_AGE_HOURS', async () => {
    await sql`UPDATE exchange_rates SET fetched_at = now() - interval '25 hours'`.execute(t.db);
    const rates = await t.client.call(PricingRpc.rates, {}, { actor: anonymous });
    expect(rates).toMatchObject({ source: 'fallback', fetchedAt: null, rates: { USD_CLP: 950 } });
    const home = t.listing.add(fakeProperty());
    const q = await quote({
      propertyId: home.id,
      slot: { checkIn: '2027-02-01', checkOut: '2027-02-02' },
      guests: 1,
      currency: 'EUR',
    });
    expect(q.display).toEqual({ currency: 'EUR', rate: 0.00097, ratesAt: null });
  });
});

import { PricingRpc } from '@arrendo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRates } from '../src/app/rates.js';
import { FakeRatesApi } from '../src/testing/fake-rates-api.js';
import { anonymous, PricingUnderTest } from '../src/testing/pricing-under-test.js';

describe('rates when the API is down at start', () => {
  let t: PricingUnderTest;
  let downUrl: string;

  beforeAll(async () => {
    const api = await FakeRatesApi.start();
    downUrl = api.url;
    await api.stop();
    t = await PricingUnderTest.start('pricing_down', {
      RATES_API_URL: downUrl,
      RATES_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers the fallback table and stores nothing', async () => {
    expect(await refreshRates(t.deps())).toMatchObject({ status: 'failed' });
    const rates = await t.client.call(PricingRpc.rates, {}, { actor: anonymous });
    expect(rates).toMatchObject({ source: 'fallback', fetchedAt: null });
    expect(rates.rates).toMatchObject({ USD_CLP: 950, CLP_USD: 0.00105, GBP_EUR: 1.18 });
    expect(await t.storedRates()).toEqual([]);
  });
});

describe('rates without RATES_API_URL', () => {
  let t: PricingUnderTest;

  beforeAll(async () => {
    t = await PricingUnderTest.start('pricing_unset');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers the fallback table and never fetches', async () => {
    expect(await refreshRates(t.deps())).toEqual({ status: 'not-configured' });
    const rates = await t.client.call(PricingRpc.rates, {}, { actor: anonymous });
    expect(rates).toMatchObject({ source: 'fallback', fetchedAt: null, rates: { EUR_CLP: 1035 } });
  });
});

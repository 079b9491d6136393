import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_RATES } from '@arrendo/contracts';
import { FakeRatesApi, type FakeRatesMode } from '../testing/fake-rates-api.js';
import { EmbeddedRatesClient, HttpRatesClient, RatesUnavailableError } from './client.js';

describe('HttpRatesClient against a local rates API', () => {
  let api: FakeRatesApi;

  beforeAll(async () => {
    api = await FakeRatesApi.start();
  });
  afterAll(async () => {
    await api.stop();
  });
  beforeEach(() => {
    api.requests.length = 0;
    api.modes = {};
    api.mids = { CLP: 940, EUR: 0.9, GBP: 0.8 };
  });

  it('asks for USD against each other currency and answers all 12 pairs', async () => {
    const client = new HttpRatesClient(`${api.url}/`, 3000);
    const latest = await client.latest();
    expect(api.requests.sort()).toEqual([
      '/api/rates/latest/USD?target=CLP',
      '/api/rates/latest/USD?target=EUR',
      '/api/rates/latest/USD?target=GBP',
    ]);
    expect(latest.source).toBe('live');
    expect(Object.keys(latest.rates)).toHaveLength(12);
    expect(latest.rates.USD_CLP).toBe(940);
    expect(latest.rates.CLP_USD).toBe(1 / 940);
    expect(latest.rates.EUR_CLP).toBeCloseTo(940 / 0.9, 9);
  });

  const failures: [FakeRatesMode, RegExp][] = [
    ['http-500', /answered 500/],
    ['status-code-500', /status_code 500/],
    ['mid-zero', /mid 0 is not a rate/],
    ['malformed-json', /not JSON/],
    ['no-mid', /no data.mid/],
  ];
  for (const [mode, message] of failures) {
    it(`fails as a whole when one answer is ${mode}`, async () => {
      api.setMode(mode, 'EUR');
      const client = new HttpRatesClient(api.url, 3000);
      const error = await client.latest().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RatesUnavailableError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).toMatch(/^USD_EUR/);
    });
  }

  it('gives up after its timeout when the API does not answer', async () => {
    api.setMode('hang', 'GBP');
    const client = new HttpRatesClient(api.url, 200);
    const started = Date.now();
    await expect(client.latest()).rejects.toThrow(/USD_GBP: rates API no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable API', async () => {
    const stopped = await FakeRatesApi.start();
    const url = stopped.url;
    await stopped.stop();
    await expect(new HttpRatesClient(url, 1000).latest()).rejects.toThrow(/unreachable/);
  });
});

describe('EmbeddedRatesClient', () => {
  it('answers the spec fallback table as such', async () => {
    expect(await new EmbeddedRatesClient().latest()).toEqual({
      rates: FALLBACK_RATES,
      source: 'fallback',
    });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { FALLBACK_RATES } from '@arrendo/contracts/web';
import { currencyStore } from './currency-store';
import { setCurrency } from './set-currency';
import { ratesAreFresh, refreshRates } from './rates';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-01T12:00:00Z');
const live = {
  rates: { USD_CLP: 940, CLP_USD: 1 / 940, EUR_CLP: 1020, CLP_EUR: 1 / 1020 },
  fetchedAt: '2026-12-01T11:30:00.000Z',
  source: 'live',
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('exchange rates in the currency store', () => {
  let fetchMock: MockInstance<typeof fetch>;

  beforeEach(() => {
    localStorage.clear();
    currencyStore.rehydrate();
    fetchMock = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const requested = () =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);

  it('fetches /api/rates and stores the rates with their time', async () => {
    fetchMock.mockResolvedValue(answer(200, live));
    expect(await refreshRates(() => NOW)).toBe('updated');
    expect(requested()).toEqual(['/api/rates']);
    expect(currencyStore.get()).toMatchObject({ rates: live.rates, ratesTimestamp: NOW });
    expect(JSON.parse(localStorage.getItem('currency-store') ?? '{}')).toMatchObject({
      rates: { USD_CLP: 940 },
      ratesTimestamp: NOW,
    });
  });

  it('does not ask again within the hour, and does after it', async () => {
    currencyStore.set((s) => ({ ...s, rates: { USD_CLP: 940 }, ratesTimestamp: NOW - HOUR + 1 }));
    expect(await refreshRates(() => NOW)).toBe('fresh');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(answer(200, live));
    expect(await refreshRates(() => NOW + 1)).toBe('updated');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks when the timestamp is fresh but no rates are stored', () => {
    expect(ratesAreFresh({ currency: 'CLP', rates: {}, ratesTimestamp: NOW }, NOW)).toBe(false);
    expect(
      ratesAreFresh({ currency: 'CLP', rates: { USD_CLP: 1 }, ratesTimestamp: null }, NOW),
    ).toBe(false);
  });

  it('keeps the store empty while the server only has its fallback table', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { rates: FALLBACK_RATES, fetchedAt: null, source: 'fallback' }),
    );
    expect(await refreshRates(() => NOW)).toBe('fallback');
    expect(currencyStore.get()).toMatchObject({ rates: {}, ratesTimestamp: null });
  });

  it('fails silently, keeping what was stored', async () => {
    currencyStore.set((s) => ({ ...s, rates: { USD_CLP: 900 }, ratesTimestamp: NOW - 2 * HOUR }));
    fetchMock.mockResolvedValue(answer(503, { error: { code: 'UNAVAILABLE', message: 'down' } }));
    expect(await refreshRates(() => NOW)).toBe('failed');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await refreshRates(() => NOW)).toBe('failed');
    fetchMock.mockResolvedValue(answer(200, { rates: 'nope' }));
    expect(await refreshRates(() => NOW)).toBe('failed');
    expect(currencyStore.get()).toMatchObject({
      rates: { USD_CLP: 900 },
      ratesTimestamp: NOW - 2 * HOUR,
    });
  });

  it('shares one request between concurrent callers', async () => {
    fetchMock.mockResolvedValue(answer(200, live));
    const results = await Promise.all([refreshRates(() => NOW), refreshRates(() => NOW)]);
    expect(results).toEqual(['updated', 'updated']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('changing the currency stores it, then refreshes the rates', async () => {
    fetchMock.mockResolvedValue(answer(200, live));
    setCurrency('USD');
    expect(currencyStore.get().currency).toBe('USD');
    await vi.waitFor(() => expect(currencyStore.get().rates).toEqual(live.rates));
    expect(requested()).toEqual(['/api/rates']);
  });
});

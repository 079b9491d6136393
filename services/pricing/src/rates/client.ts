import { z } from 'zod';
import type { Currency, RatePair } from '@arrendo/contracts';
import { FALLBACK_RATES } from '@arrendo/contracts';
import { ratesFromUsdMids, USD_TARGETS, type UsdMids } from '../domain/rates.js';

export interface LatestRates {
  rates: Partial<Record<RatePair, number>>;
  source: 'live' | 'fallback';
}

/**
 * Where exchange rates come from: the HTTP adapter (the rates API of spec §7) or the embedded
 * default (spec §9's fallback table, when no API is configured). Only live answers are stored
 * and published; `latest` throws `RatesUnavailableError` when the API cannot answer.
 */
export interface RatesClient {
  readonly kind: 'http' | 'embedded';
  latest(): Promise<LatestRates>;
}

export class RatesUnavailableError extends Error {
  override readonly name = 'RatesUnavailableError';
}

/** The API's answer (spec §7): `status_code` 200 and `data.mid`, 1 base = mid target. */
const RatesApiResponse = z.object({
  status_code: z.number(),
  data: z.object({ mid: z.number() }).nullish(),
});

/**
 * Spec §7 asks the API once per other currency. With USD as the base, three calls (CLP, EUR,
 * GBP) give three mids from which all 12 pairs follow (`ratesFromUsdMids`); any base would need
 * three, and USD is the one every pair of the lookup order goes through. All three or nothing:
 * a half-refreshed table would mix two moments.
 */
export class HttpRatesClient implements RatesClient {
  readonly kind = 'http';
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async latest(): Promise<LatestRates> {
    const mids = await Promise.all(
      USD_TARGETS.map(async (target) => [target, await this.mid('USD', target)] as const),
    );
    return { rates: ratesFromUsdMids(Object.fromEntries(mids) as UsdMids), source: 'live' };
  }

  async mid(base: Currency, target: Currency): Promise<number> {
    const url = `${this.baseUrl}/api/rates/latest/${base}?target=${target}`;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.timeoutMs} ms`
          : 'unreachable';
      throw new RatesUnavailableError(`${base}_${target}: rates API ${reason}`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RatesUnavailableError(`${base}_${target}: rates API answered ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new RatesUnavailableError(`${base}_${target}: rates API answer is not JSON`, {
        cause: error,
      });
    }
    const parsed = RatesApiResponse.safeParse(body);
    if (!parsed.success) {
      throw new RatesUnavailableError(`${base}_${target}: rates API answer has no data.mid`);
    }
    const { status_code: status, data } = parsed.data;
    if (status !== 200) {
      throw new RatesUnavailableError(`${base}_${target}: rates API status_code ${status}`);
    }
    if (!data)
      throw new RatesUnavailableError(`${base}_${target}: rates API answer has no data.mid`);
    // Spec §7 reverses with 1/mid only when mid is not zero; a rate of 0 is no rate at all.
    if (!Number.isFinite(data.mid) || data.mid <= 0) {
      throw new RatesUnavailableError(`${base}_${target}: rates API mid ${data.mid} is not a rate`);
    }
    return data.mid;
  }
}

/** No API configured: the spec's fallback table, which is never stored as live. */
export class EmbeddedRatesClient implements RatesClient {
  readonly kind = 'embedded';

  async latest(): Promise<LatestRates> {
    return { rates: { ...FALLBACK_RATES }, source: 'fallback' };
  }
}

export function ratesClientFor(env: {
  RATES_API_URL?: string | undefined;
  RATES_TIMEOUT_MS: number;
}): RatesClient {
  return env.RATES_API_URL
    ? new HttpRatesClient(env.RATES_API_URL, env.RATES_TIMEOUT_MS)
    : new EmbeddedRatesClient();
}

import type { Kysely } from 'kysely';
import type { RatePair } from '@arrendo/contracts';
import type { DB } from '../db/types.js';
import type { StoredRates } from '../domain/rates.js';

/** The last live rates (`exchange_rates`), written whole by each successful refresh. */
export class RatesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async latest(): Promise<StoredRates | null> {
    const rows = await this.db
      .selectFrom('exchange_rates')
      .select(['pair', 'rate', 'fetched_at'])
      .execute();
    if (rows.length === 0) return null;
    // A refresh writes every pair with one timestamp; the oldest one is the honest age.
    const fetchedAt = new Date(Math.min(...rows.map((r) => r.fetched_at.getTime())));
    const rates = Object.fromEntries(rows.map((r) => [r.pair, r.rate])) as Partial<
      Record<RatePair, number>
    >;
    return { rates, fetchedAt };
  }

  async replace(rates: Partial<Record<RatePair, number>>, fetchedAt: Date): Promise<void> {
    const rows = Object.entries(rates).map(([pair, rate]) => ({
      pair,
      rate: rate as number,
      fetched_at: fetchedAt,
    }));
    if (rows.length === 0) return;
    await this.db
      .insertInto('exchange_rates')
      .values(rows)
      .onConflict((oc) =>
        oc.column('pair').doUpdateSet((eb) => ({
          rate: eb.ref('excluded.rate'),
          fetched_at: eb.ref('excluded.fetched_at'),
        })),
      )
      .execute();
  }
}

import type { ColumnType, Generated } from 'kysely';

export interface ExchangeRatesTable {
  /** `USD_CLP`: 1 USD in CLP. */
  pair: string;
  rate: number;
  fetched_at: ColumnType<Date, Date, Date>;
}

export interface PlatformSettingsTable {
  id: Generated<boolean>;
  /** Hundredths of a percent: 1000 = 10%. */
  service_fee_basis_points: number;
  show_tax_included_by_default: Generated<boolean>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DB {
  exchange_rates: ExchangeRatesTable;
  platform_settings: PlatformSettingsTable;
}

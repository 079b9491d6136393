import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export interface StoredSettings {
  serviceFeeBasisPoints: number;
  showTaxIncludedByDefault: boolean;
  updatedAt: Date;
}

export type SettingsValues = Omit<StoredSettings, 'updatedAt'>;

/** `platform_settings`: one row once an admin has saved; none means the env default. */
export class SettingsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** `lock`: inside a change, so two admins saving at once are audited one after the other. */
  async get(options: { lock?: boolean } = {}): Promise<StoredSettings | undefined> {
    let query = this.db
      .selectFrom('platform_settings')
      .select(['service_fee_basis_points', 'show_tax_included_by_default', 'updated_at']);
    if (options.lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return (
      row && {
        serviceFeeBasisPoints: row.service_fee_basis_points,
        showTaxIncludedByDefault: row.show_tax_included_by_default,
        updatedAt: row.updated_at,
      }
    );
  }

  async save(values: SettingsValues, updatedBy: string | null): Promise<StoredSettings> {
    const columns = {
      service_fee_basis_points: values.serviceFeeBasisPoints,
      show_tax_included_by_default: values.showTaxIncludedByDefault,
      updated_by: updatedBy,
    };
    const row = await this.db
      .insertInto('platform_settings')
      .values({ id: true, ...columns })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...columns, updated_at: new Date() }))
      .returning(['service_fee_basis_points', 'show_tax_included_by_default', 'updated_at'])
      .executeTakeFirstOrThrow();
    return {
      serviceFeeBasisPoints: row.service_fee_basis_points,
      showTaxIncludedByDefault: row.show_tax_included_by_default,
      updatedAt: row.updated_at,
    };
  }
}

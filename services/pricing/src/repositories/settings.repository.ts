import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export interface StoredSettings {
  serviceFeeBasisPoints: number;
  updatedAt: Date;
}

/** `platform_settings`: one row once an admin has saved; none means the env default. */
export class SettingsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async get(): Promise<StoredSettings | undefined> {
    const row = await this.db
      .selectFrom('platform_settings')
      .select(['service_fee_basis_points', 'updated_at'])
      .executeTakeFirst();
    return (
      row && { serviceFeeBasisPoints: row.service_fee_basis_points, updatedAt: row.updated_at }
    );
  }

  async save(serviceFeeBasisPoints: number, updatedBy: string | null): Promise<StoredSettings> {
    const row = await this.db
      .insertInto('platform_settings')
      .values({ id: true, service_fee_basis_points: serviceFeeBasisPoints, updated_by: updatedBy })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          service_fee_basis_points: serviceFeeBasisPoints,
          updated_by: updatedBy,
          updated_at: new Date(),
        }),
      )
      .returning(['service_fee_basis_points', 'updated_at'])
      .executeTakeFirstOrThrow();
    return { serviceFeeBasisPoints: row.service_fee_basis_points, updatedAt: row.updated_at };
  }
}

import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import type { ProfileRecord } from '../domain/user.js';

export interface PublicCardRow {
  user_id: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
}

export class ProfileRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Names and avatars of the users among `ids` that exist and are not deleted (one query). */
  async publicCards(ids: readonly string[]): Promise<PublicCardRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select([
        'profiles.user_id',
        'profiles.first_name',
        'profiles.last_name',
        'profiles.avatar_url',
      ])
      .where('profiles.user_id', 'in', [...ids])
      .where('users.status', '<>', 'deleted')
      .execute();
  }

  async find(userId: string): Promise<ProfileRecord | undefined> {
    const row = await this.db
      .selectFrom('profiles')
      .select([
        'user_id',
        'first_name',
        'last_name',
        'full_name',
        // node-pg would turn a `date` into a local-midnight Date; text keeps the calendar day.
        sql<string | null>`birthday::text`.as('birthday'),
        'phone_number',
        'country_code',
        'opt_out_promotions',
        'avatar_url',
        'about',
        'locale',
        'languages',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      fullName: row.full_name,
      birthday: row.birthday,
      phoneNumber: row.phone_number,
      countryCode: row.country_code,
      optOutPromotions: row.opt_out_promotions,
      avatarUrl: row.avatar_url,
      about: row.about,
      locale: row.locale,
      languages: row.languages,
    };
  }

  async upsert(profile: ProfileRecord, now: Date): Promise<void> {
    const values = {
      first_name: profile.firstName,
      last_name: profile.lastName,
      full_name: profile.fullName,
      birthday: profile.birthday,
      phone_number: profile.phoneNumber,
      country_code: profile.countryCode,
      opt_out_promotions: profile.optOutPromotions,
      avatar_url: profile.avatarUrl,
      about: profile.about,
      locale: profile.locale,
      languages: profile.languages,
      updated_at: now,
    };
    await this.db
      .insertInto('profiles')
      .values({ user_id: profile.userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** The profile's older opt-out flag, kept in step with the promotional consent. */
  async setOptOutPromotions(userId: string, optOut: boolean): Promise<void> {
    await this.db
      .updateTable('profiles')
      .set({ opt_out_promotions: optOut })
      .where('user_id', '=', userId)
      .execute();
  }
}

import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

export class CredentialRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findHash(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('credentials')
      .select('password_hash')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.password_hash;
  }

  async upsert(userId: string, passwordHash: string, now: Date): Promise<void> {
    await this.db
      .insertInto('credentials')
      .values({ user_id: userId, password_hash: passwordHash, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ password_hash: passwordHash, updated_at: now }),
      )
      .execute();
  }

  async delete(userId: string): Promise<void> {
    await this.db.deleteFrom('credentials').where('user_id', '=', userId).execute();
  }
}

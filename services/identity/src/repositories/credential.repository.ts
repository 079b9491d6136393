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

  /** A password set by someone who proved who they are (reset, change) ends any dispute. */
  async upsert(userId: string, passwordHash: string, now: Date): Promise<void> {
    await this.db
      .insertInto('credentials')
      .values({ user_id: userId, password_hash: passwordHash, updated_at: now, disputed_at: null })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ password_hash: passwordHash, updated_at: now, disputed_at: null }),
      )
      .execute();
  }

  /** Another sign-up contradicted the stored (unproven) password. */
  async markDisputed(userId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('credentials')
      .set({ disputed_at: now })
      .where('user_id', '=', userId)
      .where('disputed_at', 'is', null)
      .execute();
  }

  async isDisputed(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('credentials')
      .select('disputed_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return !!row?.disputed_at;
  }

  async delete(userId: string): Promise<void> {
    await this.db.deleteFrom('credentials').where('user_id', '=', userId).execute();
  }
}

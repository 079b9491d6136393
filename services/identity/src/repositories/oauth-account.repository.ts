import type { Kysely } from 'kysely';
import type { OAuthProvider } from '@arrendo/contracts';
import type { DB } from '../db/types.js';

export class OAuthAccountRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findUserId(provider: OAuthProvider, subject: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('oauth_accounts')
      .select('user_id')
      .where('provider', '=', provider)
      .where('provider_subject', '=', subject)
      .executeTakeFirst();
    return row?.user_id;
  }

  async link(account: {
    provider: OAuthProvider;
    subject: string;
    userId: string;
    email: string;
    now: Date;
  }): Promise<void> {
    await this.db
      .insertInto('oauth_accounts')
      .values({
        provider: account.provider,
        provider_subject: account.subject,
        user_id: account.userId,
        email: account.email,
        created_at: account.now,
      })
      .onConflict((oc) => oc.columns(['provider', 'provider_subject']).doNothing())
      .execute();
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.deleteFrom('oauth_accounts').where('user_id', '=', userId).execute();
  }
}

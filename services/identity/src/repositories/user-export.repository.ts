import { sql, type Kysely } from 'kysely';
import type { OAuthProvider, Role, UserStatus } from '@arrendo/contracts';
import type { DB } from '../db/types.js';

/**
 * Reads for the personal data export. Every select names its columns: a secret (password hash,
 * code hash, refresh-token hash, provider subject) can never come along with a `select *`.
 */
export interface UserExportRows {
  account: {
    id: string;
    email: string;
    status: UserStatus;
    roles: Role[];
    createdAt: Date;
    updatedAt: Date;
    verifiedAt: Date | null;
  };
  providers: { provider: OAuthProvider; email: string; linkedAt: Date }[];
  sessions: { signedInAt: Date; lastActiveAt: Date; expiresAt: Date }[];
}

export class UserExportRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The profile's own fields come from ProfileRepository; only its change date is extra. */
  async profileUpdatedAt(userId: string): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('profiles')
      .select('updated_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.updated_at;
  }

  async find(userId: string, now: Date): Promise<UserExportRows | undefined> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'status', 'roles', 'created_at', 'updated_at', 'verified_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return undefined;
    const providers = await this.db
      .selectFrom('oauth_accounts')
      .select(['provider', 'email', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .orderBy('provider', 'asc')
      .execute();
    // A session is a refresh-token family; it is live while its newest token is neither revoked,
    // rotated away nor expired. Its first token says when the person signed in.
    const sessions = await this.db
      .selectFrom('refresh_tokens as live')
      .innerJoin('refresh_tokens as family', 'family.family_id', 'live.family_id')
      .select([
        sql<Date>`min(family.created_at)`.as('signed_in_at'),
        'live.created_at as last_active_at',
        'live.expires_at',
      ])
      .where('live.user_id', '=', userId)
      .where('family.user_id', '=', userId)
      .where('live.revoked_at', 'is', null)
      .where('live.rotated_at', 'is', null)
      .where('live.expires_at', '>', now)
      .groupBy(['live.id', 'live.created_at', 'live.expires_at'])
      .orderBy('live.created_at', 'desc')
      .execute();
    return {
      account: {
        id: user.id,
        email: user.email,
        status: user.status,
        roles: user.roles,
        createdAt: user.created_at,
        updatedAt: user.updated_at,
        verifiedAt: user.verified_at,
      },
      providers: providers.map((p) => ({
        provider: p.provider,
        email: p.email,
        linkedAt: p.created_at,
      })),
      sessions: sessions.map((s) => ({
        signedInAt: new Date(s.signed_in_at),
        lastActiveAt: s.last_active_at,
        expiresAt: s.expires_at,
      })),
    };
  }
}

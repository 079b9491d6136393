import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import type { StoredRefreshToken } from '../domain/refresh-token.js';

export interface RefreshTokenRecord extends StoredRefreshToken {
  id: string;
  familyId: string;
  userId: string;
}

export class RefreshTokenRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(token: {
    id: string;
    familyId: string;
    userId: string;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('refresh_tokens')
      .values({
        id: token.id,
        family_id: token.familyId,
        user_id: token.userId,
        token_hash: token.tokenHash,
        expires_at: token.expiresAt,
        created_at: token.createdAt,
      })
      .execute();
  }

  /** Locked: two refreshes with the same token must not both succeed. */
  async findByHashForUpdate(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select(['id', 'family_id', 'user_id', 'expires_at', 'rotated_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      familyId: row.family_id,
      userId: row.user_id,
      expiresAt: row.expires_at,
      rotatedAt: row.rotated_at,
      revokedAt: row.revoked_at,
    };
  }

  async markRotated(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Signs the user out everywhere, except the family of the session making the change. */
  async revokeAllForUser(userId: string, now: Date, exceptFamilyId?: string): Promise<void> {
    let query = this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptFamilyId) query = query.where('family_id', '<>', exceptFamilyId);
    await query.execute();
  }

  /** A live sign-in: its newest token is neither revoked, rotated away, nor expired. */
  async isFamilyLive(familyId: string, userId: string, now: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('rotated_at', 'is', null)
      .where('expires_at', '>', now)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async findFamilyOf(tokenHash: string, userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', tokenHash)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.family_id;
  }
}

import type { Kysely } from 'kysely';
import type { OtpPurpose } from '@arrendo/contracts';
import type { DB } from '../db/types.js';
import type { StoredOtp } from '../domain/otp.js';

export class OneTimeCodeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** A new code replaces every older unconsumed one of the same purpose. */
  async invalidateLive(userId: string, purpose: OtpPurpose | 'all', now: Date): Promise<void> {
    let query = this.db
      .updateTable('one_time_codes')
      .set({ invalidated_at: now })
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .where('invalidated_at', 'is', null);
    if (purpose !== 'all') query = query.where('purpose', '=', purpose);
    await query.execute();
  }

  async insert(code: {
    id: string;
    userId: string;
    purpose: OtpPurpose;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('one_time_codes')
      .values({
        id: code.id,
        user_id: code.userId,
        purpose: code.purpose,
        code_hash: code.codeHash,
        expires_at: code.expiresAt,
        created_at: code.createdAt,
      })
      .execute();
  }

  /** The newest code not replaced by a later one, locked so two guesses count as two. */
  async findCurrentForUpdate(userId: string, purpose: OtpPurpose): Promise<StoredOtp | undefined> {
    const row = await this.db
      .selectFrom('one_time_codes')
      .select(['id', 'code_hash', 'expires_at', 'attempts', 'consumed_at'])
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('invalidated_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      codeHash: row.code_hash,
      expiresAt: row.expires_at,
      attempts: row.attempts,
      consumedAt: row.consumed_at,
    };
  }

  /** Codes of a purpose issued to the user since `since` (a step-up's rate limit). */
  async countIssuedSince(userId: string, purpose: OtpPurpose, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('one_time_codes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async recordWrongAttempt(id: string): Promise<void> {
    await this.db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async consume(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('one_time_codes')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .execute();
  }
}

import { sql, type Kysely } from 'kysely';
import { advisoryXactLock, cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import type { Role, UserStatus } from '@arrendo/contracts';
import type { DB } from '../db/types.js';
import type { UserRecord } from '../domain/user.js';

const USER_COLUMNS = ['id', 'email', 'status', 'roles', 'created_at', 'session_version'] as const;

type UserRow = {
  id: string;
  email: string;
  status: UserStatus;
  roles: Role[];
  created_at: Date;
  session_version: number;
};

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    roles: row.roles,
    createdAt: row.created_at,
    sessionVersion: row.session_version,
  };
}

export interface AdminUserRow extends UserRecord {
  fullName: string;
  /** created_at in Postgres' own precision, for the next cursor. */
  cursorCreatedAt: string;
}

export class UserRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findById(
    id: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<UserRecord | undefined> {
    let query = this.db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id);
    if (options.forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toRecord(row);
  }

  /** The account currently holding this address; deleted accounts do not hold one. */
  async findLiveByEmail(
    email: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<UserRecord | undefined> {
    let query = this.db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('status', '<>', 'deleted');
    if (options.forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toRecord(row);
  }

  async insert(user: UserRecord): Promise<void> {
    await this.db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        status: user.status,
        roles: user.roles,
        created_at: user.createdAt,
        verified_at: user.status === 'active' ? user.createdAt : null,
      })
      .execute();
  }

  async activate(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ status: 'active', verified_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'unverified')
      .execute();
  }

  /** Every access token minted so far for this user stops working; returns the new version. */
  async bumpSessionVersion(id: string, now: Date): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ session_version: eb('session_version', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .returning('session_version')
      .executeTakeFirstOrThrow();
    return row.session_version;
  }

  async setRoles(id: string, roles: Role[], now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ roles, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async markDeleted(id: string, anonymisedEmail: string, now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        status: 'deleted',
        email: anonymisedEmail,
        roles: [],
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Closes a live account for now (decision 0048): nobody signs in until it is reactivated. */
  async suspend(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ status: 'suspended', suspended_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['unverified', 'active'])
      .execute();
  }

  /**
   * Ends a suspension: the account is active again if its address was ever proven, otherwise
   * back to unverified (a suspension proves nothing).
   */
  async reactivate(id: string, now: Date): Promise<UserStatus> {
    const row = await this.db
      .updateTable('users')
      .set({
        status: sql<UserStatus>`case when verified_at is null then 'unverified' else 'active' end`,
        suspended_at: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'suspended')
      .returning('status')
      .executeTakeFirstOrThrow();
    return row.status;
  }

  /** What only the admin's user page shows: when the address was proven and the suspension began. */
  async adminFacts(
    id: string,
  ): Promise<{ verifiedAt: Date | null; suspendedAt: Date | null; lastSignInAt: Date | null }> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => [
        'users.verified_at',
        'users.suspended_at',
        // Every sign-in and silent refresh writes a refresh token: the newest is the last one.
        eb
          .selectFrom('refresh_tokens')
          .select((inner) => inner.fn.max('refresh_tokens.created_at').as('last'))
          .whereRef('refresh_tokens.user_id', '=', 'users.id')
          .as('last_sign_in_at'),
      ])
      .where('users.id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      verifiedAt: row.verified_at,
      suspendedAt: row.suspended_at,
      lastSignInAt: row.last_sign_in_at ?? null,
    };
  }

  async hasActiveAdmin(): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`'admin' = any (roles)`)
      .where('status', '=', 'active')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Locks every active admin row, so two concurrent role changes cannot both remove "the other"
   * last admin, and a bootstrap cannot race another bootstrap.
   */
  async lockActiveAdmins(): Promise<string[]> {
    await advisoryXactLock(this.db, 'identity.admins');
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`'admin' = any (roles)`)
      .where('status', '=', 'active')
      .forUpdate()
      .execute();
    return rows.map((r) => r.id);
  }

  async list(options: {
    cursor: TimestampIdPosition | undefined;
    limit: number;
    q: string | undefined;
    status?: UserStatus | undefined;
  }): Promise<AdminUserRow[]> {
    let query = this.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.status',
        'users.roles',
        'users.created_at',
        'users.session_version',
        'profiles.full_name',
        cursorTimestampOf('users.created_at').as('cursor_created_at'),
      ])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(options.limit);
    if (options.cursor) {
      const { createdAt, id } = options.cursor;
      query = query.where(
        sql<boolean>`(users.created_at, users.id) < (${createdAt}::timestamptz, ${id}::uuid)`,
      );
    }
    if (options.status) query = query.where('users.status', '=', options.status);
    if (options.q) {
      const pattern = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([eb('users.email', 'ilike', pattern), eb('profiles.full_name', 'ilike', pattern)]),
      );
    }
    const rows = await query.execute();
    return rows.map((row) => ({
      ...toRecord(row),
      fullName: row.full_name,
      cursorCreatedAt: row.cursor_created_at,
    }));
  }
}

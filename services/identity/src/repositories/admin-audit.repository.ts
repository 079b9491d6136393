import { sql, type Kysely } from 'kysely';
import type { AdminActionRecord, ServiceName } from '@arrendo/contracts';
import { cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import type { DB } from '../db/types.js';

/** One stored admin action (decision 0045), as the event that carried it described it. */
export interface AdminAuditInsert {
  id: string;
  service: ServiceName;
  occurredAt: string;
  record: AdminActionRecord;
}

export interface AdminAuditFilters {
  /** A prefix of the action code on word boundaries. */
  action?: string | undefined;
  service?: ServiceName | undefined;
  /** The acting admin's id (already resolved from an email by the caller, if one was given). */
  actorIds?: string[] | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface AdminAuditRow {
  id: string;
  service: ServiceName;
  actorId: string;
  /** Empty when the account was deleted (its stored address is only a tombstone then). */
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  ip: string | null;
  occurredAt: Date;
  /** `occurred_at` as cursor text (microseconds, which a Date drops). */
  cursorAt: string;
}

/** The audit log: written once per event, never changed (the table refuses it), read by admins. */
export class AdminAuditRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Stores an entry unless its event was stored already; returns whether it was new. */
  async insert({ id, service, occurredAt, record }: AdminAuditInsert): Promise<boolean> {
    const result = await this.db
      .insertInto('admin_audit')
      .values({
        id,
        service,
        actor_id: record.actorId,
        action: record.action,
        target_type: record.target.type,
        target_id: record.target.id,
        before: record.before === null ? null : JSON.stringify(record.before),
        after: record.after === null ? null : JSON.stringify(record.after),
        reason: record.reason,
        ip: record.ip,
        occurred_at: occurredAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** The ids of live accounts with this email (any case): an actor filter typed as an address. */
  async actorIdsByEmail(email: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('status', '!=', 'deleted')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Newest first, keyset-paginated on `(occurred_at, id)`; `limit` rows at most. */
  async list(
    filters: AdminAuditFilters,
    options: { after: TimestampIdPosition | null; limit: number },
  ): Promise<AdminAuditRow[]> {
    let query = this.db
      .selectFrom('admin_audit as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.service',
        'a.actor_id',
        'a.action',
        'a.target_type',
        'a.target_id',
        'a.before',
        'a.after',
        'a.reason',
        'a.ip',
        'a.occurred_at',
        // A deleted account's address is an anonymised tombstone: say nothing rather than that.
        sql<string>`case when u.status = 'deleted' then '' else coalesce(u.email, '') end`.as(
          'actor_email',
        ),
        cursorTimestampOf('a.occurred_at').as('cursor_at'),
      ])
      .orderBy('a.occurred_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(options.limit);
    if (options.after) {
      const { createdAt, id } = options.after;
      query = query.where(
        sql<boolean>`(a.occurred_at, a.id) < (${createdAt}::timestamptz, ${id}::uuid)`,
      );
    }
    const { action, service, actorIds, targetType, targetId, from, to } = filters;
    if (action) {
      // The contract allows letters, digits and dots only: nothing here is a LIKE wildcard.
      query = query.where((eb) =>
        eb.or([eb('a.action', '=', action), eb('a.action', 'like', `${action}.%`)]),
      );
    }
    if (service) query = query.where('a.service', '=', service);
    if (actorIds) {
      if (actorIds.length === 0) return [];
      query = query.where('a.actor_id', 'in', actorIds);
    }
    if (targetType) query = query.where('a.target_type', '=', targetType);
    if (targetId) query = query.where('a.target_id', '=', targetId);
    if (from) query = query.where(sql<boolean>`a.occurred_at >= ${from}::timestamptz`);
    if (to) query = query.where(sql<boolean>`a.occurred_at < ${to}::timestamptz`);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      service: row.service,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      reason: row.reason,
      ip: row.ip,
      occurredAt: row.occurred_at,
      cursorAt: row.cursor_at,
    }));
  }
}

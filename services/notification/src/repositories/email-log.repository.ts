import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import type {
  EmailDeliveryStatus,
  EmailLogEntry,
  EmailTemplateName,
  EmailTransportName,
  Locale,
} from '@arrendo/contracts';
import type { DB, EmailLogRow } from '../db/types.js';

export interface NewEmailLogEntry {
  jobId: string;
  to: string;
  subject: string;
  template: EmailTemplateName;
  locale: Locale;
  text: string;
  html: string;
  transport: EmailTransportName;
}

export interface EmailLogFilter {
  recipient?: string | undefined;
  template?: EmailTemplateName | undefined;
  status?: EmailDeliveryStatus | undefined;
  /** `YYYY-MM-DD`, read in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone?: string;
}

export function toEmailLogEntry(row: EmailLogRow): EmailLogEntry {
  return {
    id: row.id,
    jobId: row.job_id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    locale: row.locale,
    text: row.text,
    html: row.html,
    transport: row.transport,
    status: row.status,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
  };
}

/** The only place that reads or writes `email_log`. */
export class EmailLogRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findByJobId(jobId: string): Promise<EmailLogRow | undefined> {
    return this.db
      .selectFrom('email_log')
      .selectAll()
      .where('job_id', '=', jobId)
      .executeTakeFirst();
  }

  /** One row per job: a retry overwrites the rendering and goes back to `pending`. */
  async upsertPending(entry: NewEmailLogEntry): Promise<void> {
    const values = {
      to: entry.to,
      subject: entry.subject,
      template: entry.template,
      locale: entry.locale,
      text: entry.text,
      html: entry.html,
      transport: entry.transport,
      status: 'pending' as const,
      error: null,
    };
    await this.db
      .insertInto('email_log')
      .values({ job_id: entry.jobId, ...values })
      .onConflict((oc) => oc.column('job_id').doUpdateSet(values))
      .execute();
  }

  async markSent(jobId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('email_log')
      .set({ status: 'sent', error: null, sent_at: at })
      .where('job_id', '=', jobId)
      .execute();
  }

  async markSkipped(jobId: string, reason: string): Promise<void> {
    await this.db
      .updateTable('email_log')
      .set({ status: 'skipped', error: reason })
      .where('job_id', '=', jobId)
      .execute();
  }

  async markFailed(jobId: string, error: string): Promise<void> {
    await this.db
      .updateTable('email_log')
      .set({ status: 'failed', error: error.slice(0, 1000) })
      .where('job_id', '=', jobId)
      .execute();
  }

  /**
   * Emails meant for one person, oldest first (their data export): those whose job id names them
   * (`jobIds` exactly, or one of `jobIdPatterns` as SQL LIKE) and those sent to `address`.
   */
  async listForRecipient(recipient: {
    address: string | null;
    /** Only these templates are matched by address (the others by job id). */
    addressTemplates: readonly EmailTemplateName[];
    jobIds: readonly string[];
    jobIdPatterns: readonly string[];
  }): Promise<EmailLogRow[]> {
    const { address, addressTemplates, jobIds, jobIdPatterns } = recipient;
    return this.db
      .selectFrom('email_log')
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(address && addressTemplates.length > 0
            ? [
                eb.and([
                  eb(sql<string>`lower("to")`, '=', address.toLowerCase()),
                  eb('template', 'in', [...addressTemplates]),
                ]),
              ]
            : []),
          ...(jobIds.length > 0 ? [eb('job_id', 'in', [...jobIds])] : []),
          ...jobIdPatterns.map((pattern) => eb('job_id', 'like', pattern)),
        ]),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  findById(id: string): Promise<EmailLogRow | undefined> {
    return this.db.selectFrom('email_log').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Newest first, keyset-paginated on (created_at, id), narrowed by `filter`: the address holds
   * `recipient` (any case, taken literally: `%` and `_` match themselves), and `from`/`to` are
   * calendar days in `timeZone`, both included.
   */
  async list(options: {
    limit: number;
    after: TimestampIdPosition | null;
    filter?: EmailLogFilter;
  }): Promise<{
    rows: EmailLogRow[];
    next: TimestampIdPosition | null;
  }> {
    const filter = options.filter ?? {};
    let query = this.db
      .selectFrom('email_log')
      .selectAll()
      .select(cursorTimestampOf('created_at').as('cursor_ts'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit + 1);
    if (filter.recipient) {
      const literal = filter.recipient.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      query = query.where(sql<boolean>`lower("to") LIKE ${`%${literal}%`}`);
    }
    if (filter.template) query = query.where('template', '=', filter.template);
    if (filter.status) query = query.where('status', '=', filter.status);
    const zone = filter.timeZone ?? 'UTC';
    if (filter.from) {
      query = query.where(
        sql<boolean>`created_at >= (${filter.from}::date::timestamp AT TIME ZONE ${zone})`,
      );
    }
    if (filter.to) {
      query = query.where(
        sql<boolean>`created_at < ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${zone})`,
      );
    }
    const after = options.after;
    if (after) {
      query = query.where(
        sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      );
    }
    const rows = await query.execute();
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    const next =
      rows.length > options.limit && last ? { createdAt: last.cursor_ts, id: last.id } : null;
    return { rows: page.map(({ cursor_ts: _cursor, ...row }) => row), next };
  }
}

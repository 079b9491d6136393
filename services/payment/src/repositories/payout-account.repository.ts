import type { Kysely, Selectable } from 'kysely';
import type { DB, PayoutBankAccountsTable, PayoutBankChangesTable } from '../db/types.js';

export type BankAccountRow = Selectable<PayoutBankAccountsTable>;
export type BankChangeRow = Selectable<PayoutBankChangesTable>;

export interface AuditEntry {
  hostId: string;
  actorId: string | null;
  action:
    | 'change_requested'
    | 'change_replaced'
    | 'change_cancelled'
    | 'code_rejected'
    | 'account_changed';
  changeId: string | null;
  detail: Record<string, unknown>;
}

/** Hosts' bank accounts, their waiting changes and the audit trail (payment service). */
export class PayoutAccountRepository {
  constructor(private readonly db: Kysely<DB>) {}

  bankAccount(hostId: string): Promise<BankAccountRow | undefined> {
    return this.db
      .selectFrom('payout_bank_accounts')
      .selectAll()
      .where('host_id', '=', hostId)
      .executeTakeFirst();
  }

  waitingChange(hostId: string): Promise<BankChangeRow | undefined> {
    return this.db
      .selectFrom('payout_bank_changes')
      .selectAll()
      .where('host_id', '=', hostId)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
  }

  /** The host's own change, locked: someone else's id reads as missing. */
  changeForUpdate(hostId: string, changeId: string): Promise<BankChangeRow | undefined> {
    return this.db
      .selectFrom('payout_bank_changes')
      .selectAll()
      .where('id', '=', changeId)
      .where('host_id', '=', hostId)
      .forUpdate()
      .executeTakeFirst();
  }

  async hasStripeAccount(hostId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payout_accounts')
      .select('host_id')
      .where('host_id', '=', hostId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Any waiting change of the host becomes `replaced`; returns its id. */
  async replaceWaiting(hostId: string, now: Date): Promise<string | undefined> {
    const row = await this.db
      .updateTable('payout_bank_changes')
      .set({ status: 'replaced', decided_at: now })
      .where('host_id', '=', hostId)
      .where('status', '=', 'waiting')
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async insertChange(row: Omit<BankChangeRow, 'status' | 'created_at' | 'decided_at'>) {
    await this.db.insertInto('payout_bank_changes').values(row).execute();
  }

  async decide(changeId: string, status: 'confirmed' | 'cancelled', now: Date): Promise<void> {
    await this.db
      .updateTable('payout_bank_changes')
      .set({ status, decided_at: now })
      .where('id', '=', changeId)
      .execute();
  }

  /** The change becomes the account payouts go to (replacing the one before, if any). */
  async adopt(change: BankChangeRow, now: Date): Promise<void> {
    const values = {
      sealed_details: change.sealed_details,
      rut_masked: change.rut_masked,
      bank_code: change.bank_code,
      account_type: change.account_type,
      number_last4: change.number_last4,
      change_id: change.id,
      confirmed_at: now,
    };
    await this.db
      .insertInto('payout_bank_accounts')
      .values({ host_id: change.host_id, ...values })
      .onConflict((oc) => oc.column('host_id').doUpdateSet(values))
      .execute();
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('payout_audit')
      .values({
        host_id: entry.hostId,
        actor_id: entry.actorId,
        action: entry.action,
        change_id: entry.changeId,
        detail: JSON.stringify(entry.detail),
      })
      .execute();
  }

  /** The audit trail of one host, oldest first (tests, exports, support). */
  auditOf(hostId: string) {
    return this.db
      .selectFrom('payout_audit')
      .select(['action', 'actor_id', 'change_id', 'detail', 'created_at'])
      .where('host_id', '=', hostId)
      .orderBy('id')
      .execute();
  }
}

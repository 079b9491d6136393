import type { Kysely, Selectable } from 'kysely';
import type {
  DB,
  PayoutAccountsTable,
  PayoutBankAccountsTable,
  PayoutBankChangesTable,
} from '../db/types.js';
import type { ConnectFlags } from '../domain/stripe-connect.js';

export type BankAccountRow = Selectable<PayoutBankAccountsTable>;
export type BankChangeRow = Selectable<PayoutBankChangesTable>;
export type StripeAccountRow = Selectable<PayoutAccountsTable>;

/** The stored flags of a row, as the domain reads them. */
export function flagsOfRow(row: StripeAccountRow): ConnectFlags {
  return {
    detailsSubmitted: row.details_submitted,
    chargesEnabled: row.charges_enabled,
    payoutsEnabled: row.payouts_enabled,
    requirementsDue: row.requirements_due,
    pendingVerification: row.pending_verification,
  };
}

function flagColumns(flags: ConnectFlags) {
  return {
    details_submitted: flags.detailsSubmitted,
    charges_enabled: flags.chargesEnabled,
    payouts_enabled: flags.payoutsEnabled,
    requirements_due: flags.requirementsDue,
    pending_verification: flags.pendingVerification,
  };
}

export interface AuditEntry {
  hostId: string;
  actorId: string | null;
  action:
    | 'change_requested'
    | 'change_replaced'
    | 'change_cancelled'
    | 'code_rejected'
    | 'account_changed'
    | 'payout_paid'
    | 'payout_failed'
    | 'batch_exported'
    | 'claim_added'
    | 'stripe_account_created'
    | 'stripe_account_gone'
    | 'account_imported';
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

  /** Whether Stripe pays out to the host's connected account (as last read from Stripe). */
  async hasStripeAccount(hostId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payout_accounts')
      .select('host_id')
      .where('host_id', '=', hostId)
      .where('stripe_account_id', 'is not', null)
      .where('payouts_enabled', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  stripeAccount(hostId: string): Promise<StripeAccountRow | undefined> {
    return this.db
      .selectFrom('payout_accounts')
      .selectAll()
      .where('host_id', '=', hostId)
      .executeTakeFirst();
  }

  /**
   * The host's row, locked, reserved first when there is none: in the country asked for and with
   * a new key to create the account under. Inside a transaction.
   */
  async reserveStripeAccount(
    hostId: string,
    country: string,
    creationKey: string,
  ): Promise<StripeAccountRow> {
    await this.db
      .insertInto('payout_accounts')
      .values({ host_id: hostId, country, creation_key: creationKey })
      .onConflict((oc) => oc.column('host_id').doNothing())
      .execute();
    return this.db
      .selectFrom('payout_accounts')
      .selectAll()
      .where('host_id', '=', hostId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  /** A reservation not answered yet, for another country: a new key (the old one had its own). */
  async rekeyStripeReservation(
    hostId: string,
    country: string,
    creationKey: string,
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('payout_accounts')
      .set({ country, creation_key: creationKey, updated_at: now })
      .where('host_id', '=', hostId)
      .where('stripe_account_id', 'is', null)
      .execute();
  }

  /**
   * Stripe's account for the reservation made under `creationKey`. False when the reservation
   * is no longer waiting for it (another request attached it, or re-keyed the reservation).
   */
  async attachStripeAccount(
    hostId: string,
    creationKey: string,
    account: { id: string; country: string | null; flags: ConnectFlags },
    now: Date,
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('payout_accounts')
      .set({
        stripe_account_id: account.id,
        ...(account.country ? { country: account.country } : {}),
        ...flagColumns(account.flags),
        checked_at: now,
        updated_at: now,
      })
      .where('host_id', '=', hostId)
      .where('creation_key', '=', creationKey)
      .where('stripe_account_id', 'is', null)
      .returning('host_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The account's flags as just read from Stripe. `updated_at` moves only when something changed
   * (the payout ledger reads it as "the host's payout details changed").
   */
  async recordStripeFlags(
    hostId: string,
    accountId: string,
    read: { country: string | null; flags: ConnectFlags; changed: boolean },
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('payout_accounts')
      .set({
        ...(read.country ? { country: read.country } : {}),
        ...flagColumns(read.flags),
        checked_at: now,
        ...(read.changed ? { updated_at: now } : {}),
      })
      .where('host_id', '=', hostId)
      .where('stripe_account_id', '=', accountId)
      .execute();
  }

  /** The account is gone at Stripe (deleted, or no longer the platform's). */
  async forgetStripeAccount(hostId: string, accountId: string): Promise<void> {
    await this.db
      .deleteFrom('payout_accounts')
      .where('host_id', '=', hostId)
      .where('stripe_account_id', '=', accountId)
      .execute();
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

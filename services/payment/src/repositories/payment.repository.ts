import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { PaymentProvider } from '@arrendo/contracts';
import { cursorTimestampOf, type TimestampIdPosition } from '@arrendo/kit';
import type { DB, PaymentsTable } from '../db/types.js';

export type PaymentRow = Selectable<PaymentsTable>;

/** The columns a provider's answer to a new attempt fills in. */
export type ProviderStart = Pick<
  Updateable<PaymentsTable>,
  'provider_ref' | 'client_secret' | 'redirect_url' | 'capture_method' | 'updated_at'
>;

/**
 * The `payments` table: one row per attempt to pay a booking. Construct it with the pool for a
 * read, or with the caller's transaction for anything that locks or writes.
 */
export class PaymentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  find(id: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Locks the row until the caller's transaction ends. */
  lock(id: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Every attempt of a booking, newest first. */
  forBooking(bookingId: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('attempt', 'desc')
      .execute();
  }

  /** One page of a guest's payments, newest first (keyset on created_at, id); `limit + 1` rows. */
  pageForGuest(guestId: string, after: TimestampIdPosition | undefined, limit: number) {
    let query = this.db
      .selectFrom('payments')
      .selectAll()
      .select(cursorTimestampOf('created_at').as('cursor_created_at'))
      .where('guest_id', '=', guestId);
    if (after) {
      query = query.where(
        sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      );
    }
    return query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
  }

  /**
   * The booking's payment that holds money (authorised or captured), newest attempt first. A
   * duplicate attempt is not the booking's: it was returned on its own.
   */
  moneyHolding(bookingId: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .where((eb) =>
        eb.or([eb('authorized_at', 'is not', null), eb('captured_at', 'is not', null)]),
      )
      .where('duplicate_of', 'is', null)
      .orderBy('attempt', 'desc')
      .executeTakeFirst();
  }

  /** The attempt that pays the booking besides `row`: the first other one that took money. */
  keptAttempt(row: PaymentRow): Promise<Pick<PaymentRow, 'id'> | undefined> {
    return this.db
      .selectFrom('payments')
      .select('id')
      .where('booking_id', '=', row.booking_id)
      .where('id', '!=', row.id)
      .where('duplicate_of', 'is', null)
      .where((eb) =>
        eb.or([eb('authorized_at', 'is not', null), eb('captured_at', 'is not', null)]),
      )
      .orderBy('attempt')
      .executeTakeFirst();
  }

  /** The booking's other attempts that hold no money and were not called off. */
  openAttemptsBesides(bookingId: string, keepId: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .where('id', '!=', keepId)
      .where('authorized_at', 'is', null)
      .where('captured_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('provider_ref', 'is not', null)
      .execute();
  }

  /** The payment a provider's notice names, by our id or by the provider's reference. */
  async idForNotice(
    provider: PaymentProvider,
    notice: { paymentId: string | null; providerRef: string | null },
  ): Promise<string | null> {
    const byId = notice.paymentId
      ? await this.db
          .selectFrom('payments')
          .select('id')
          .where('id', '=', notice.paymentId)
          .where('provider', '=', provider)
          .executeTakeFirst()
      : undefined;
    if (byId) return byId.id;
    const byRef = notice.providerRef
      ? await this.db
          .selectFrom('payments')
          .select('id')
          .where('provider', '=', provider)
          .where('provider_ref', '=', notice.providerRef)
          .executeTakeFirst()
      : undefined;
    return byRef?.id ?? null;
  }

  async bookingIdOf(paymentId: string): Promise<string> {
    const { booking_id } = await this.db
      .selectFrom('payments')
      .select('booking_id')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return booking_id;
  }

  /** The refunded total, locking the row. */
  async lockRefundedAmount(id: string): Promise<number> {
    const row = await this.db
      .selectFrom('payments')
      .select('refunded_amount')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return row.refunded_amount;
  }

  insert(values: Insertable<PaymentsTable>): Promise<PaymentRow> {
    return this.db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(id: string, values: Updateable<PaymentsTable>): Promise<PaymentRow> {
    return this.db
      .updateTable('payments')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async markDuplicate(id: string, of: string): Promise<void> {
    await this.db.updateTable('payments').set({ duplicate_of: of }).where('id', '=', id).execute();
  }

  /**
   * The dev "bank page" takes the first answer, unless the attempt was called off first: one
   * UPDATE decides, so a cancellation and a click cannot both win. The same answer twice
   * passes. False when another answer or the cancellation came first.
   */
  async answerDev(id: string, outcome: 'succeed' | 'fail'): Promise<boolean> {
    const answered = await this.db
      .updateTable('payments')
      .set({ dev_outcome: outcome })
      .where('id', '=', id)
      .where('cancelled_at', 'is', null)
      .where((eb) => eb.or([eb('dev_outcome', 'is', null), eb('dev_outcome', '=', outcome)]))
      .returning('id')
      .executeTakeFirst();
    return answered !== undefined;
  }
}

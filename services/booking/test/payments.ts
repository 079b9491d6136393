import { randomUUID } from 'node:crypto';
import { PaymentEvents, type PaymentProvider } from '@arrendo/contracts';
import { waitFor } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import type { BookingUnderTest } from './support.js';

type Definition = (typeof PaymentEvents)[keyof typeof PaymentEvents];

/**
 * Publishes payment events on the payment service's stream, as it would: the booking service's
 * real consumer (inbox included) handles them. `times` sends the same event (same id) again,
 * as a redelivery would.
 */
export class PaymentFeed {
  constructor(private readonly booking: BookingUnderTest) {}

  async publish(definition: Definition, data: unknown, times = 1): Promise<string> {
    const id = randomUUID();
    const envelope = JSON.stringify({
      id,
      type: definition.subject,
      version: definition.version,
      occurredAt: new Date().toISOString(),
      data,
    });
    const js = this.booking.service.ctx.nc.jetstream();
    for (let i = 0; i < times; i++) {
      // A fresh message id each time: JetStream's own dedupe must not hide the replays.
      await js.publish(`${this.booking.prefix}${definition.subject}`, envelope, {
        msgID: randomUUID(),
      });
    }
    return id;
  }

  /** Waits until the booking service's inbox holds these events. */
  async processed(...ids: string[]): Promise<void> {
    await waitFor(async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM inbox WHERE event_id = ANY(${ids}::uuid[])`.execute(
        this.booking.db,
      );
      return rows[0]?.n === ids.length;
    }, 15_000);
  }

  async succeeded(
    bookingId: string,
    amount: number,
    options: {
      paymentId?: string;
      captured?: boolean;
      provider?: PaymentProvider;
      times?: number;
    } = {},
  ): Promise<string> {
    const id = await this.publish(
      PaymentEvents.SUCCEEDED,
      {
        paymentId: options.paymentId ?? randomUUID(),
        bookingId,
        provider: options.provider ?? 'dev',
        amount: { amount, currency: 'CLP' },
        captured: options.captured ?? true,
      },
      options.times,
    );
    await this.processed(id);
    return id;
  }

  async refunded(bookingId: string, paymentId: string, amount: number, total: number) {
    const id = await this.publish(PaymentEvents.REFUNDED, {
      paymentId,
      bookingId,
      provider: 'dev',
      refundId: `re_${randomUUID()}`,
      amount: { amount, currency: 'CLP' },
      total: { amount: total, currency: 'CLP' },
    });
    await this.processed(id);
    return id;
  }

  async failed(bookingId: string) {
    const id = await this.publish(PaymentEvents.FAILED, {
      paymentId: randomUUID(),
      bookingId,
      provider: 'payku',
      message: 'Card declined',
    });
    await this.processed(id);
    return id;
  }
}

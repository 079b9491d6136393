import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AppError,
  BookingRpc,
  ListingRpc,
  PaymentRpc,
  SYSTEM_ACTOR,
  type Actor,
  type HoldRequest,
  type ImportedProperty,
} from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { sql, type Kysely } from 'kysely';
import { santiagoDate, startBookingService } from '@arrendo/booking/testing';
import { FakeIdentity } from '@arrendo/identity/testing';
import { makeProperty, startListingService } from '@arrendo/listing/testing';
import { startNotificationService } from '@arrendo/notification/testing';
import { FakePricing } from '@arrendo/pricing/testing';
import type { DB } from '../src/db/types.js';
import { DEV_WEBHOOK_SECRET_DEFAULT } from '../src/env.js';
import { signDevPayload, type DevEventBody } from '../src/providers/dev.js';
import { startPaymentService } from '../src/testing/payment-service.js';

type Stoppable = { stop(): Promise<void> };

/**
 * The BFF's `/webhooks/dev` route in miniature: takes the dev provider's deliveries and hands
 * them to `rpc.payment.webhook.receive` (400 for a refusal, 503 when the service is away, as
 * the BFF answers). `hold()` keeps deliveries waiting until `release()`, to line them up.
 */
class WebhookForwarder {
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(deliver: (rawBody: string, signature: string | null) => Promise<void>) {
    const self: { forwarder?: WebhookForwarder } = {};
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void (async () => {
          await self.forwarder?.gate;
          const signature = req.headers['x-dev-signature'];
          try {
            await deliver(
              Buffer.concat(chunks).toString('utf8'),
              typeof signature === 'string' ? signature : null,
            );
            res.writeHead(200).end('{"received":true}');
          } catch (error) {
            const refused = AppError.isAppError(error) && error.code === 'VALIDATION';
            res.writeHead(refused ? 400 : 503).end(String(error));
          }
        })();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    self.forwarder = new WebhookForwarder(server, `http://127.0.0.1:${port}`);
    return self.forwarder;
  }

  hold(): void {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  release(): void {
    this.open();
  }

  async stop(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Listing, pricing (booking's fake, quoting by decision 0013), booking, payment (dev provider)
 * and notification, in-process on one database and one NATS/Redis prefix, with a fake identity
 * for contacts. Booking and payment can be stopped and started again, as a crash and a restart:
 * their durable consumers and outboxes pick up where they were.
 */
export class Marketplace {
  booking: Stoppable | undefined;
  payment: RunningService<DB, unknown> | undefined;

  private constructor(
    readonly prefix: string,
    readonly env: Record<string, string | undefined>,
    private readonly database: TestDatabase,
    private readonly listing: RunningService<unknown, unknown>,
    private readonly pricing: FakePricing,
    readonly identity: FakeIdentity,
    private readonly notification: Stoppable,
    readonly webhooks: WebhookForwarder,
  ) {}

  /**
   * Reads every schema by its qualified names (`booking.bookings`, `payment.payments`…) whoever
   * is down: the listing service's pool, which stays up.
   */
  get sql(): Kysely<unknown> {
    return this.listing.ctx.db as Kysely<unknown>;
  }

  static async start(label: string): Promise<Marketplace> {
    const database = await createTestDatabase(label);
    const prefix = uniquePrefix();
    const started: { market?: Marketplace } = {};
    const webhooks = await WebhookForwarder.start(async (rawBody, signature) => {
      if (!started.market) throw new Error('not started');
      await started.market.webhook(rawBody, signature);
    });
    const env = testEnv({
      databaseUrl: database.url,
      prefix,
      BOOKING_HOLD_SWEEP_SECONDS: '3600',
      WEBHOOK_BASE_URL: webhooks.url,
      EMAIL_BACKOFF_MS: '50',
    });
    const listing = await startListingService(env);
    const pricing = await FakePricing.start(env);
    const identity = await FakeIdentity.start(env);
    const notification = await startNotificationService(env);
    const market = new Marketplace(
      prefix,
      env,
      database,
      listing as RunningService<unknown, unknown>,
      pricing,
      identity,
      notification,
      webhooks,
    );
    started.market = market;
    await market.startBooking();
    await market.startPayment();
    return market;
  }

  /** An RPC client that stays up while booking or payment are down (the listing service's). */
  get client() {
    return this.listing.ctx.client;
  }

  async startBooking(): Promise<void> {
    this.booking = await startBookingService(this.env);
  }

  async stopBooking(): Promise<void> {
    await this.booking?.stop();
    this.booking = undefined;
  }

  async startPayment(): Promise<void> {
    this.payment = (await startPaymentService(this.env)) as unknown as RunningService<DB, unknown>;
  }

  async stopPayment(): Promise<void> {
    await this.payment?.stop();
    this.payment = undefined;
  }

  /** A published instant-book listing whose host is known to identity. */
  async publish(overrides: Partial<ImportedProperty> = {}): Promise<ImportedProperty> {
    const property = makeProperty({ instantBook: true, maxGuests: 4, ...overrides });
    this.identity.add({
      userId: property.hostId,
      email: `host-${property.hostId.slice(0, 8)}@example.cl`,
      firstName: 'Camila',
      locale: 'en',
    });
    await this.client.call(
      ListingRpc.importProperties,
      { properties: [property] },
      { actor: SYSTEM_ACTOR },
    );
    return property;
  }

  /** A guest known to identity (the notification service asks for their address). */
  guest(): Actor {
    const userId = randomUUID();
    this.identity.add({
      userId,
      email: `guest-${userId.slice(0, 8)}@example.cl`,
      firstName: 'Ana',
      locale: 'es',
    });
    return { userId, roles: [] };
  }

  /** Two nights, `daysAhead` from today in Santiago, held by `guest`. */
  hold(property: ImportedProperty, guest: Actor, daysAhead: number) {
    const request: HoldRequest = {
      propertyId: property.id,
      checkIn: santiagoDate(daysAhead),
      checkOut: santiagoDate(daysAhead + 2),
      guests: 2,
    };
    return this.client.call(BookingRpc.hold, request, {
      actor: guest,
      idempotencyKey: randomUUID(),
    });
  }

  intent(guest: Actor, bookingId: string, method: 'card' | 'local' = 'card') {
    return this.client.call(PaymentRpc.createIntent, { bookingId, method }, { actor: guest });
  }

  devComplete(guest: Actor, id: string) {
    return this.client.call(PaymentRpc.devComplete, { id, outcome: 'succeed' }, { actor: guest });
  }

  /** What the BFF's `/webhooks/dev` does with a delivery. */
  webhook(rawBody: string, signature: string | null) {
    return this.client.call(
      PaymentRpc.webhook,
      { provider: 'dev', rawBody, signature },
      { actor: { userId: null, roles: [] } },
    );
  }

  /** The dev page's "paid" notice for a payment, signed now (the same event id every time). */
  paidNotice(paymentId: string, amount: number): { rawBody: string; signature: string } {
    const body: DevEventBody = {
      id: `devevt_${paymentId}_succeed`,
      type: 'payment.succeeded',
      data: { paymentId, amount, currency: 'CLP', message: null },
    };
    const rawBody = JSON.stringify(body);
    return { rawBody, signature: signDevPayload(DEV_WEBHOOK_SECRET_DEFAULT, rawBody) };
  }

  async bookingRow(id: string) {
    const { rows } = await sql<{
      status: string;
      payment_id: string | null;
      payment_state: string;
      paid_clp: number;
      refunded_clp: number;
    }>`SELECT status, payment_id, payment_state, paid_clp, refunded_clp
       FROM booking.bookings WHERE id = ${id}`.execute(this.sql);
    return rows[0];
  }

  async payments(bookingId: string) {
    const { rows } = await sql<{
      id: string;
      status: string;
      duplicate_of: string | null;
      refunded_amount: number;
      cancelled_at: Date | null;
    }>`SELECT id, status, duplicate_of, refunded_amount, cancelled_at FROM payment.payments
       WHERE booking_id = ${bookingId} ORDER BY attempt`.execute(this.sql);
    return rows;
  }

  /** A service's outbox rows of one subject about one booking (`published` once relayed). */
  async outbox(schema: 'booking' | 'payment', subject: string, bookingId: string) {
    const { rows } = await sql<{ data: Record<string, unknown>; published: boolean }>`
      SELECT envelope->'data' AS data, published_at IS NOT NULL AS published
      FROM ${sql.table(`${schema}.outbox`)}
      WHERE subject = ${subject} AND envelope->'data'->>'bookingId' = ${bookingId}
      ORDER BY seq`.execute(this.sql);
    return rows;
  }

  /** In-app notifications of one kind for one booking and user. */
  async notifications(bookingId: string, userId: string, type: string) {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM notification.notifications
      WHERE data->>'bookingId' = ${bookingId} AND user_id = ${userId} AND type = ${type}`.execute(
      this.sql,
    );
    return rows.length;
  }

  /** Booking events the notification service has handled (its inbox), to wait on replays. */
  async notificationInbox(): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM notification.inbox`.execute(this.sql);
    return rows[0]?.n ?? 0;
  }

  async stop(): Promise<void> {
    await this.stopPayment();
    await this.stopBooking();
    await this.notification.stop();
    await this.identity.stop();
    await this.pricing.stop();
    await this.listing.stop();
    await this.webhooks.stop();
    await deleteStreams(this.prefix);
    await this.database.drop();
  }
}

import type { Transaction } from 'kysely';
import {
  AppError,
  BookingRpc,
  IdentityRpc,
  SYSTEM_ACTOR,
  type Booking,
  type BookingArrival,
  type BookingCancelledEvent,
  type BookingConfirmedEvent,
  type BookingRequestedEvent,
  type EventEnvelope,
  type UserContactReply,
} from '@arrendo/contracts';
import type { Logger, RpcClient } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { EmailJob, emailJobId } from '../../email/job.js';
import { queueEmail } from '../../email/outbox.js';
import { bookingMessage } from '../../email/templates/booking.js';
import { NotificationRepository } from '../../repositories/notification.repository.js';
import { planCancelled, planConfirmed, planRequested, type BookingPlan } from './booking-plan.js';

export interface BookingNotifierDeps {
  client: Pick<RpcClient, 'call'>;
  logger: Logger;
}

/** Short enough to free the consumer quickly; a timeout is UNAVAILABLE and the event comes back. */
const RPC_TIMEOUT_MS = 5000;

/** NOT_FOUND is an answer (the booking or the user is gone); anything else is thrown on. */
async function unlessNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (AppError.isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Sends what one booking event plans: per recipient, one in-app notification keyed by (event
 * kind, booking, recipient) and, when planned, one email job with an id made of the same three.
 * Runs inside the consumer's inbox transaction: the email is decided only by the transaction that
 * adds the notification and queued once it commits (`email/outbox.ts`); a commit that fails
 * leaves neither and brings the event back. (The identity and booking questions above still run
 * inside that transaction: the kit's event bus has no step before it yet, decision 0038.)
 */
async function deliver(
  deps: BookingNotifierDeps,
  trx: Transaction<DB>,
  plan: BookingPlan,
): Promise<void> {
  if (plan.messages.length === 0) return;
  const ids = [...new Set(plan.messages.flatMap((m) => [m.recipient, m.counterpart]))];
  const contacts = new Map<string, UserContactReply | null>();
  // Identity down throws here, before anything is written: the kit redelivers the event.
  for (const userId of ids) {
    const contact = await unlessNotFound(
      deps.client.call(
        IdentityRpc.contact,
        { userId },
        { actor: SYSTEM_ACTOR, timeoutMs: RPC_TIMEOUT_MS },
      ),
    );
    contacts.set(userId, contact);
  }
  const notifications = new NotificationRepository(trx);
  for (const planned of plan.messages) {
    const to = contacts.get(planned.recipient);
    // A deleted account gets nothing (its notifications are gone, its address anonymised).
    if (!to) continue;
    const email = planned.build({
      firstName: to.firstName,
      otherName: contacts.get(planned.counterpart)?.firstName ?? '',
    });
    const words = bookingMessage(email, to.locale);
    const added = await notifications.insertOnce({
      dedupeKey: `${plan.kind}:${plan.bookingId}:${planned.recipient}`,
      userId: planned.recipient,
      type: `booking.${plan.kind}`,
      title: words.heading,
      body: words.inAppBody,
      link: words.action.path,
      data: { ...plan.facts, template: email.template },
    });
    if (!added || !planned.email) continue;
    await queueEmail(
      trx,
      EmailJob,
      { to: to.email, locale: to.locale, email },
      emailJobId.booking(plan.kind, plan.bookingId, planned.recipient),
    );
  }
}

/** The booking as booking knows it now (admins may read any booking; the system is one). */
async function bookingOf(deps: BookingNotifierDeps, id: string): Promise<Booking | null> {
  const booking = await unlessNotFound(
    deps.client.call(BookingRpc.get, { id }, { actor: SYSTEM_ACTOR, timeoutMs: RPC_TIMEOUT_MS }),
  );
  if (!booking)
    deps.logger.warn({ bookingId: id }, 'booking event for an unknown booking: nothing sent');
  return booking;
}

/**
 * The exact place for the confirmed guest's email, asked of the booking service (which gives it
 * only while the booking is confirmed: decision 0028). A booking cancelled before this event is
 * handled (CONFLICT) or gone gets its email without it; an outage is thrown, so the event returns.
 */
async function arrivalOf(deps: BookingNotifierDeps, id: string): Promise<BookingArrival | null> {
  try {
    return await deps.client.call(
      BookingRpc.arrival,
      { id },
      { actor: SYSTEM_ACTOR, timeoutMs: RPC_TIMEOUT_MS },
    );
  } catch (error) {
    if (AppError.isAppError(error) && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) {
      return null;
    }
    throw error;
  }
}

export function bookingHandlers(shared: NotificationDeps) {
  const deps: BookingNotifierDeps = {
    client: shared.client,
    logger: shared.logger,
  };
  return {
    bookingRequested: async (
      event: EventEnvelope<BookingRequestedEvent>,
      trx: Transaction<DB>,
    ): Promise<void> => {
      const booking = await bookingOf(deps, event.data.bookingId);
      if (booking) await deliver(deps, trx, planRequested(event.data, booking));
    },
    bookingConfirmed: async (
      event: EventEnvelope<BookingConfirmedEvent>,
      trx: Transaction<DB>,
    ): Promise<void> => {
      const booking = await bookingOf(deps, event.data.bookingId);
      if (!booking) return;
      const arrival = booking.status === 'confirmed' ? await arrivalOf(deps, booking.id) : null;
      await deliver(deps, trx, planConfirmed(event.data, booking, arrival));
    },
    bookingCancelled: async (
      event: EventEnvelope<BookingCancelledEvent>,
      trx: Transaction<DB>,
    ): Promise<void> => {
      const booking = await bookingOf(deps, event.data.bookingId);
      if (booking) await deliver(deps, trx, planCancelled(event.data, booking));
    },
  };
}

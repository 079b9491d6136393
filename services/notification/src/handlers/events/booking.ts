import type { Transaction } from 'kysely';
import {
  AppError,
  BookingRpc,
  IdentityRpc,
  SYSTEM_ACTOR,
  type Booking,
  type NotificationConsumedEvents,
  type NotificationType,
  type BookingArrival,
  type UserContactReply,
} from '@arrendo/contracts';
import { eventSteps, type EventOf, type Logger, type RpcClient } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import { RPC_TIMEOUT_MS, unlessNotFound } from '../../app/rpc-answers.js';
import type { DB } from '../../db/types.js';
import { emailJobId } from '../../email/job.js';
import { bookingMessage, type BookingEmail } from '../../email/templates/booking.js';
import { deliverNotification, emailNow } from '../../inbox/deliver.js';
import { planCancelled, planConfirmed, planRequested, type BookingPlan } from './booking-plan.js';

export interface BookingNotifierDeps {
  client: Pick<RpcClient, 'call'>;
  logger: Logger;
}

/** What `before` learned for one event: the plan and every person it names (null: deleted). */
export interface PlannedDelivery {
  plan: BookingPlan;
  contacts: Map<string, UserContactReply | null>;
}

/** Null: nothing to send (the booking is gone, or the plan names nobody). */
type Planned = PlannedDelivery | null;

/**
 * Asks identity for everyone the plan names, with no transaction open (the event's `before`
 * step): identity down throws here, before anything is written, and the kit redelivers the event.
 */
async function withContacts(deps: BookingNotifierDeps, plan: BookingPlan): Promise<Planned> {
  if (plan.messages.length === 0) return null;
  const ids = [...new Set(plan.messages.flatMap((m) => [m.recipient, m.counterpart]))];
  const contacts = new Map<string, UserContactReply | null>();
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
  return { plan, contacts };
}

/** The notification type a planned booking message is, from its event and facts. */
export function bookingTypeOf(plan: BookingPlan): NotificationType {
  switch (plan.kind) {
    case 'requested':
      return 'booking_requested';
    case 'confirmed':
      return plan.facts['accepted'] === true ? 'booking_accepted' : 'booking_confirmed';
    case 'cancelled':
      return plan.facts['reason'] === 'host_declined' ? 'booking_declined' : 'booking_cancelled';
  }
}

/** Whom the message is for, as the app words it: the booking's guest or its host. */
function roleOf(email: BookingEmail): 'guest' | 'host' {
  if (email.template === 'booking-cancelled') return email.audience;
  return email.template === 'booking-request' || email.template === 'booking-new'
    ? 'host'
    : 'guest';
}

/**
 * Sends what one booking event plans: per recipient, one delivery keyed by (event kind,
 * booking, recipient) — the in-app notification, the email when planned, the push — as the
 * recipient's switches allow (`inbox/deliver.ts`). Runs inside the consumer's inbox
 * transaction, SQL only: a commit that fails leaves none of them and brings the event back.
 */
async function deliver(trx: Transaction<DB>, planned: Planned): Promise<void> {
  if (!planned) return;
  const { plan, contacts } = planned;
  const type = bookingTypeOf(plan);
  for (const message of plan.messages) {
    const to = contacts.get(message.recipient);
    // A deleted account gets nothing (its notifications are gone, its address anonymised).
    if (!to) continue;
    const otherName = contacts.get(message.counterpart)?.firstName ?? '';
    const email = message.build({ firstName: to.firstName, otherName });
    const words = bookingMessage(email, to.locale);
    await deliverNotification(trx, {
      recipient: message.recipient,
      type,
      dedupeKey: `${plan.kind}:${plan.bookingId}:${message.recipient}`,
      title: words.heading,
      body: words.inAppBody,
      link: words.action.path,
      data: {
        ...plan.facts,
        listingTitle: email.booking.listingTitle,
        otherName,
        role: roleOf(email),
        template: email.template,
      },
      ...(message.email
        ? {
            email: emailNow(emailJobId.booking(plan.kind, plan.bookingId, message.recipient), {
              to: to.email,
              locale: to.locale,
              email,
            }),
          }
        : {}),
    });
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

/**
 * The three booking events, each in the kit's steps: `before` asks booking (the booking, and the
 * arrival for a confirmation) and identity (the people) with no transaction open; `write` adds
 * the notifications and queues the emails in the inbox transaction (decision 0038).
 */
export function bookingHandlers(shared: NotificationDeps) {
  const deps: BookingNotifierDeps = {
    client: shared.client,
    logger: shared.logger,
  };
  /** One booking event's steps: its own `before`, the shared `write`. */
  const steps = <K extends 'bookingRequested' | 'bookingConfirmed' | 'bookingCancelled'>(
    before: (event: EventOf<(typeof NotificationConsumedEvents)[K]>) => Promise<Planned>,
  ) =>
    eventSteps<(typeof NotificationConsumedEvents)[K], DB, Planned>({
      before,
      write: (_event, trx, planned) => deliver(trx, planned),
    });
  return {
    bookingRequested: steps<'bookingRequested'>(async (event) => {
      const booking = await bookingOf(deps, event.data.bookingId);
      return booking ? withContacts(deps, planRequested(event.data, booking)) : null;
    }),
    bookingConfirmed: steps<'bookingConfirmed'>(async (event) => {
      const booking = await bookingOf(deps, event.data.bookingId);
      if (!booking) return null;
      const arrival = booking.status === 'confirmed' ? await arrivalOf(deps, booking.id) : null;
      return withContacts(deps, planConfirmed(event.data, booking, arrival));
    }),
    bookingCancelled: steps<'bookingCancelled'>(async (event) => {
      const booking = await bookingOf(deps, event.data.bookingId);
      return booking ? withContacts(deps, planCancelled(event.data, booking)) : null;
    }),
  };
}

import type { Transaction } from 'kysely';
import { NotificationType, type InboxNotificationType } from '@arrendo/contracts';
import type { DB } from '../db/types.js';
import { EmailJob, type EmailJobData } from '../email/job.js';
import { queueEmail } from '../email/outbox.js';
import { queuePush } from '../push/queue.js';
import { DeliveryRepository } from '../repositories/delivery.repository.js';
import { NotificationRepository } from '../repositories/notification.repository.js';
import { NotificationSettingsRepository } from '../repositories/notification-settings.repository.js';
import { decideDelivery, type DeliveryDecision } from './decide.js';

/** How a notification's email leaves: decided in the same transaction, queued after it. */
export type EmailDecision = (trx: Transaction<DB>) => Promise<void>;

/** An email sent as soon as the relay queues it (fixed job id: one email, however often decided). */
export const emailNow =
  (jobId: string, data: EmailJobData): EmailDecision =>
  (trx) =>
    queueEmail(trx, EmailJob, data, jobId);

export interface NotificationDelivery {
  recipient: string;
  /**
   * A settings type follows the recipient's switches; any other inbox type (an admin's warning)
   * has no switch and reaches them on every channel it brings.
   */
  type: InboxNotificationType;
  /** This occurrence (event kind, subject, recipient): decided once, whatever the channels. */
  dedupeKey: string;
  /**
   * The in-app row this updates instead of adding one (a conversation's one unread
   * notification); without it the row's key is `dedupeKey`.
   */
  threadKey?: string;
  /** In the recipient's language: stored as the fallback, and the push's words. */
  title: string;
  body: string;
  /** The app page it is about. */
  link: string;
  /** The facts the app words it from in the viewer's language. */
  data: Record<string, unknown>;
  /** Absent: this type (or this occurrence) has no email. */
  email?: EmailDecision;
}

export type DeliveryOutcome = DeliveryDecision & { delivered: boolean };

const SKIPPED: DeliveryOutcome = { delivered: false, inApp: false, email: false, push: false };

/**
 * The one way an event reaches a person: in the caller's (inbox) transaction, SQL only, it
 * claims the occurrence (a replay stops here), reads the recipient's switches for the type and
 * writes what they leave on: the in-app notification, the email through the email outbox and
 * the push through the push outbox. A rollback leaves none of them.
 */
export async function deliverNotification(
  trx: Transaction<DB>,
  d: NotificationDelivery,
): Promise<DeliveryOutcome> {
  if (!(await new DeliveryRepository(trx).claim(d.dedupeKey))) return SKIPPED;
  const switchable = NotificationType.safeParse(d.type);
  const decision = switchable.success
    ? decideDelivery(
        await new NotificationSettingsRepository(trx).switchesOf(d.recipient, switchable.data),
        switchable.data,
        d.email !== undefined,
      )
    : { inApp: true, email: d.email !== undefined, push: true };
  if (decision.inApp) {
    const notifications = new NotificationRepository(trx);
    const row = {
      userId: d.recipient,
      type: d.type,
      title: d.title,
      body: d.body,
      link: d.link,
      data: d.data,
    };
    if (d.threadKey) await notifications.upsertThread({ ...row, dedupeKey: d.threadKey });
    else await notifications.insertOnce({ ...row, dedupeKey: d.dedupeKey });
  }
  if (decision.email && d.email) await d.email(trx);
  if (decision.push) {
    await queuePush(
      trx,
      {
        userId: d.recipient,
        title: d.title,
        body: d.body,
        link: d.link,
        tag: d.threadKey ?? d.dedupeKey,
      },
      `push-${d.dedupeKey.replaceAll(':', '-')}`,
    );
  }
  return { delivered: true, ...decision };
}

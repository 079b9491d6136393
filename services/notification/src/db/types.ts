import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  EmailDeliveryStatus,
  EmailTemplateName,
  EmailTransportName,
  Locale,
  NotificationChannel,
  NotificationType,
  SupportTopic,
} from '@arrendo/contracts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: string;
  title: string;
  body: Generated<string>;
  status: ColumnType<'unread' | 'read', 'unread' | 'read' | undefined, 'unread' | 'read'>;
  /** `<event kind>:<booking id>:<recipient>` for event-made notifications (unique); else null. */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where it leads in the app (`/bookings/<id>`, `/host/bookings`). */
  link: ColumnType<string | null, string | null | undefined, string | null>;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

export interface EmailLogTable {
  id: Generated<string>;
  /** The BullMQ job id (`otp-<codeId>`, `welcome-<userId>`, `booking-…`): one row, one email. */
  job_id: string;
  to: string;
  subject: string;
  template: EmailTemplateName;
  locale: 'en' | 'es';
  text: string;
  html: string;
  transport: EmailTransportName;
  status: EmailDeliveryStatus;
  error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface SupportTicketsTable {
  id: Generated<string>;
  /** `ARR-000123`, from `support_ticket_number_seq`. */
  number: string;
  user_id: string;
  /** From identity at the time of writing, never from the request. */
  email: string;
  name: string;
  topic: SupportTopic;
  booking_id: string | null;
  subject: string;
  message: string;
  locale: Locale;
  status: ColumnType<'open', 'open' | undefined, 'open'>;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<string>;
  user_id: string | null;
  rating: number;
  message: string;
  page: string | null;
  locale: Locale;
  ip_hash: string | null;
  created_at: CreatedAt;
}

export interface FeedbackSaltTable {
  id: number;
  salt: string;
}

/** The notification schema's own tables (the kit adds `outbox` and `inbox`). */
/** An email job decided in a transaction, waiting for the relay to queue it (`email/outbox.ts`). */
export interface EmailOutboxTable {
  /** The BullMQ job id the relay queues it under. */
  job_id: string;
  /** The job definition's name (`message.digest`: the delayed new-messages digest). */
  job: 'email.code' | 'email.send' | 'message.digest';
  /** The job's data; validated again by the job definition when queued. */
  data: ColumnType<unknown, string, never>;
  /** The deciding handler's trace, continued by the job. */
  traceparent: string | null;
  created_at: CreatedAt;
  claimed_until: ColumnType<Date | null, never, Date | string | null>;
  /** Queued with the delay left until then (the digest waits for its 10 minutes). */
  not_before: ColumnType<Date | null, Date | string | null | undefined, never>;
}

/** One user's switch for one notification type on one channel; no row: the default (on). */
export interface NotificationSettingsTable {
  user_id: string;
  type: NotificationType;
  channel: NotificationChannel;
  enabled: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Every event-made delivery decided, whatever its channels: a replay decides nothing again. */
export interface NotificationDeliveriesTable {
  dedupe_key: string;
  created_at: CreatedAt;
}

/** The unread-messages window the next digest email of one conversation and recipient covers. */
export interface MessageDigestWindowsTable {
  conversation_id: string;
  recipient_id: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  sends_at: ColumnType<Date, Date | string, Date | string>;
}

/** A browser's push subscription (`push/`): where its pushes go and the keys they are sealed to. */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A push decided in a transaction, waiting for the relay to queue it (`push/queue.ts`). */
export interface PushOutboxTable {
  job_id: string;
  data: ColumnType<unknown, string, never>;
  traceparent: string | null;
  created_at: CreatedAt;
  claimed_until: ColumnType<Date | null, never, Date | string | null>;
}

/** A push job a push service accepted: a retried job sends nothing again. */
export interface PushDeliveriesTable {
  job_id: string;
  subscription_id: string;
  delivered_at: CreatedAt;
}

/** The generated VAPID key pair when the environment gives none (one row, id 1). */
export interface VapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: CreatedAt;
}

export interface DB {
  notifications: NotificationsTable;
  email_outbox: EmailOutboxTable;
  notification_settings: NotificationSettingsTable;
  notification_deliveries: NotificationDeliveriesTable;
  message_digest_windows: MessageDigestWindowsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  push_deliveries: PushDeliveriesTable;
  vapid_keys: VapidKeysTable;
  email_log: EmailLogTable;
  support_tickets: SupportTicketsTable;
  feedback: FeedbackTable;
  feedback_salt: FeedbackSaltTable;
}

export type SupportTicketRow = Selectable<SupportTicketsTable>;
export type FeedbackRow = Selectable<FeedbackTable>;

export type EmailLogRow = Selectable<EmailLogTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type PushOutboxRow = Selectable<PushOutboxTable>;

import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  EmailDeliveryStatus,
  EmailTemplateName,
  EmailTransportName,
  Locale,
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
  /** The job definition's name. */
  job: 'email.code' | 'email.send';
  /** The job's data; validated again by the job definition when queued. */
  data: ColumnType<unknown, string, never>;
  /** The deciding handler's trace, continued by the job. */
  traceparent: string | null;
  created_at: CreatedAt;
  claimed_until: ColumnType<Date | null, never, Date | string | null>;
}

export interface DB {
  notifications: NotificationsTable;
  email_outbox: EmailOutboxTable;
  email_log: EmailLogTable;
  support_tickets: SupportTicketsTable;
  feedback: FeedbackTable;
  feedback_salt: FeedbackSaltTable;
}

export type SupportTicketRow = Selectable<SupportTicketsTable>;
export type FeedbackRow = Selectable<FeedbackTable>;

export type EmailLogRow = Selectable<EmailLogTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;

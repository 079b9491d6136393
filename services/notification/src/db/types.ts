import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  EmailDeliveryStatus,
  EmailTemplateName,
  EmailTransportName,
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

/** The notification schema's own tables (the kit adds `outbox` and `inbox`). */
export interface DB {
  notifications: NotificationsTable;
  email_log: EmailLogTable;
}

export type EmailLogRow = Selectable<EmailLogTable>;

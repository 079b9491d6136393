import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface ConversationsTable {
  id: Generated<string>;
  listing_id: string;
  guest_id: string;
  host_id: string;
  guest_first_name: string;
  guest_avatar_url: string | null;
  host_first_name: string;
  host_avatar_url: string | null;
  listing_title: string;
  listing_photo_url: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type ProjectedBookingStatus =
  'pending' | 'requested' | 'confirmed' | 'cancelled' | 'declined' | 'expired';

export interface BookingsTable {
  id: string;
  listing_id: string;
  /** Null until an event that names the guest arrives (an `expired` may come first). */
  guest_id: string | null;
  status: ProjectedBookingStatus;
  starts_at: Timestamp;
  ends_at: Timestamp;
  confirmed_at: NullableTimestamp;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  client_id: string;
  /** As written: masking happens when it is read. */
  body: string;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
  removed_at: NullableTimestamp;
}

export interface MessagePhotosTable {
  id: string;
  uploader_id: string;
  /** Null until a message of the uploader attaches it. */
  message_id: string | null;
  position: number | null;
  /** The `Photo` as the web shows it. */
  photo: ColumnType<unknown, string, string>;
  keys: string[];
  created_at: CreatedAt;
}

export interface MessageReportsTable {
  id: Generated<string>;
  message_id: string;
  reporter_id: string;
  reason: string;
  details: string | null;
  created_at: CreatedAt;
  status: ColumnType<'open' | 'resolved', 'open' | 'resolved' | undefined, 'open' | 'resolved'>;
  outcome: 'dismissed' | 'removed' | 'warned' | null;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  warning: string | null;
  warned_at: NullableTimestamp;
  warned_by: string | null;
}

export interface QuickRepliesTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  body: string;
  created_at: CreatedAt;
}

export interface LiveEventsTable {
  seq: Generated<number>;
  user_id: string;
  /** A `LiveEvent` as that user sees it. */
  payload: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
}

export interface DB {
  conversations: ConversationsTable;
  bookings: BookingsTable;
  messages: MessagesTable;
  message_photos: MessagePhotosTable;
  message_reports: MessageReportsTable;
  quick_replies: QuickRepliesTable;
  live_events: LiveEventsTable;
}

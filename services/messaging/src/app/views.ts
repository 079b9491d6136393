import type { ConversationSummary, Message, Photo, TripStage } from '@arrendo/contracts';
import { TripStage as TripStageSchema } from '@arrendo/contracts';
import { maskContactDetails } from '../domain/mask.js';
import type { ConversationRow } from '../repositories/conversation.repository.js';
import type { MessageRow } from '../repositories/message.repository.js';

/**
 * A message as `viewerId` may see it: until a booking between them is confirmed, the recipient
 * sees contact details masked (the sender always sees what they wrote); a removed message shows
 * nothing of its text or photos.
 */
export function messageView(
  row: MessageRow,
  photos: Photo[],
  viewerId: string,
  confirmed: boolean,
): Message {
  const removed = row.removed_at !== null;
  const shown =
    removed || confirmed || row.sender_id === viewerId
      ? { text: removed ? '' : row.body, masked: false }
      : maskContactDetails(row.body);
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    clientId: row.client_id,
    body: shown.text,
    masked: shown.masked,
    photos: removed ? [] : photos,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
    removed,
  };
}

/** A conversation as one of its participants lists it. */
export function conversationView(
  row: ConversationRow,
  viewerId: string,
  lastMessagePhotos: Photo[],
): ConversationSummary {
  const isGuest = row.guest_id === viewerId;
  return {
    id: row.id,
    role: isGuest ? 'guest' : 'host',
    other: isGuest
      ? { id: row.host_id, firstName: row.host_first_name, avatarUrl: row.host_avatar_url }
      : { id: row.guest_id, firstName: row.guest_first_name, avatarUrl: row.guest_avatar_url },
    listing: { id: row.listing_id, title: row.listing_title, photoUrl: row.listing_photo_url },
    booking:
      row.booking_id && row.booking_status && row.booking_starts_at && row.booking_ends_at
        ? {
            id: row.booking_id,
            status: row.booking_status,
            startsAt: row.booking_starts_at.toISOString(),
            endsAt: row.booking_ends_at.toISOString(),
          }
        : null,
    stage: TripStageSchema.parse(row.stage) satisfies TripStage,
    lastMessage: row.last_message
      ? messageView(row.last_message, lastMessagePhotos, viewerId, row.confirmed)
      : null,
    unreadCount: row.unread_count,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The first characters of a text for a notification or an email. */
export function previewOf(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

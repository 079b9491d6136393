import { z } from 'zod';
import { defineEvent } from '../common/events.js';
import { Uuid } from '../common/ids.js';

/**
 * A contact message was stored. Written to the outbox in the ticket's own transaction; the
 * notification service consumes it itself to queue the two emails, so they go out if and only
 * if the ticket committed.
 */
export const SupportTicketCreatedEvent = z.object({ ticketId: Uuid });
export type SupportTicketCreatedEvent = z.infer<typeof SupportTicketCreatedEvent>;

export const NotificationEvents = {
  SUPPORT_TICKET_CREATED: defineEvent(
    'evt.notification.supportTicket.created',
    1,
    SupportTicketCreatedEvent,
  ),
} as const;

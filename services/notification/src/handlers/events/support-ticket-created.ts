import type { Transaction } from 'kysely';
import type { EventEnvelope, SupportTicketCreatedEvent } from '@arrendo/contracts';
import type { Logger } from '@arrendo/kit';
import type { NotificationDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { EmailJob, supportJobId } from '../../email/job.js';
import { queueEmail } from '../../email/outbox.js';
import { SupportRepository } from '../../repositories/support.repository.js';

export interface SupportMailDeps {
  logger: Logger;
  supportEmail: string;
  responseHours: number;
}

/** Support reads its inbox in Spanish; the writer's language is shown in the email. */
const SUPPORT_LOCALE = 'es';

/**
 * Queues a stored ticket's two emails: to support (Reply-To the writer) and the confirmation to
 * the writer in their language. The event comes from this service's own outbox, written with the
 * ticket; the emails are queued once this handler's transaction commits (`email/outbox.ts`), under
 * job ids that BullMQ and the email log refuse to send twice.
 */
export function handleSupportTicketCreated(shared: NotificationDeps) {
  const deps: SupportMailDeps = {
    logger: shared.logger,
    supportEmail: shared.env.SUPPORT_EMAIL,
    responseHours: shared.env.SUPPORT_RESPONSE_HOURS,
  };
  return async (
    event: EventEnvelope<SupportTicketCreatedEvent>,
    trx: Transaction<DB>,
  ): Promise<void> => {
    const ticket = await new SupportRepository(trx).findTicket(event.data.ticketId);
    if (!ticket) {
      deps.logger.warn({ ticketId: event.data.ticketId }, 'support ticket event without a ticket');
      return;
    }
    await queueEmail(
      trx,
      EmailJob,
      {
        to: deps.supportEmail,
        locale: SUPPORT_LOCALE,
        replyTo: ticket.email,
        email: {
          template: 'support-ticket',
          number: ticket.number,
          topic: ticket.topic,
          bookingId: ticket.booking_id,
          subject: ticket.subject,
          message: ticket.message,
          userId: ticket.user_id,
          name: ticket.name,
          email: ticket.email,
          writerLocale: ticket.locale,
        },
      },
      supportJobId.team(ticket.id),
    );
    await queueEmail(
      trx,
      EmailJob,
      {
        to: ticket.email,
        locale: ticket.locale,
        email: {
          template: 'support-received',
          firstName: ticket.name,
          number: ticket.number,
          subject: ticket.subject,
          responseHours: deps.responseHours,
        },
      },
      supportJobId.writer(ticket.id),
    );
  };
}

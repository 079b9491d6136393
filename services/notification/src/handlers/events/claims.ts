import type {
  ClaimApprovedEvent,
  ClaimRejectedEvent,
  ClaimWithdrawnEvent,
  NotificationConsumedEvents,
  UserContactReply,
} from '@arrendo/contracts';
import { eventSteps } from '@arrendo/kit';
import type { Transaction } from 'kysely';
import type { NotificationDeps } from '../../app/deps.js';
import type { DB } from '../../db/types.js';
import { emailJobId } from '../../email/job.js';
import {
  claimDecidedWords,
  claimMessageWords,
  claimOpenedWords,
  type ClaimDecidedEmail,
  type ClaimMessageEmail,
  type ClaimOpenedEmail,
} from '../../email/templates/claim.js';
import { deliverNotification, emailNow } from '../../inbox/deliver.js';
import { contactOf } from './lookups.js';

type Consumed = typeof NotificationConsumedEvents;
type Side = 'host' | 'guest';

/** Who hears of it, as identity knows them now (a deleted account hears nothing). */
interface Recipient {
  role: Side;
  contact: UserContactReply;
}

async function recipientsOf(
  deps: NotificationDeps,
  claim: { hostId: string; guestId: string },
  sides: readonly Side[],
): Promise<Recipient[]> {
  const found: Recipient[] = [];
  for (const role of sides) {
    const contact = await contactOf(deps.client, role === 'host' ? claim.hostId : claim.guestId);
    if (contact) found.push({ role, contact });
  }
  return found;
}

/** The host opened a claim: the guest hears the amount, the description and how to answer. */
export function handleClaimOpened(deps: NotificationDeps) {
  return eventSteps<Consumed['claimOpened'], DB, Recipient[]>({
    before: ({ data }) => recipientsOf(deps, data, ['guest']),
    write: async ({ data }, trx, recipients) => {
      for (const { role, contact } of recipients) {
        const email: ClaimOpenedEmail = {
          template: 'claim-opened',
          firstName: contact.firstName,
          claimId: data.claimId,
          listingTitle: data.listingTitle,
          amount: data.amount,
          description: data.description,
          photoCount: data.photoCount,
        };
        const words = claimOpenedWords(email, contact.locale);
        await deliverNotification(trx, {
          recipient: contact.userId,
          type: 'claim_opened',
          dedupeKey: `claim_opened:${data.claimId}:${contact.userId}`,
          title: words.heading,
          body: words.summary,
          link: words.action.path,
          data: {
            claimId: data.claimId,
            bookingId: data.bookingId,
            listingTitle: data.listingTitle,
            amount: data.amount,
            role,
          },
          email: emailNow(emailJobId.claimOpened(data.claimId, contact.userId), {
            to: contact.email,
            locale: contact.locale,
            email,
          }),
        });
      }
    },
  });
}

/** Who reads a message: the other side for a side's message; an admin's addressees. */
export function messageRecipients(authorRole: Side | 'admin', to: Side | 'both'): Side[] {
  if (authorRole === 'host') return ['guest'];
  if (authorRole === 'guest') return ['host'];
  return to === 'both' ? ['host', 'guest'] : [to];
}

/** Someone wrote on a claim: whoever may read it is told (never what it says). */
export function handleClaimMessageAdded(deps: NotificationDeps) {
  return eventSteps<Consumed['claimMessageAdded'], DB, Recipient[]>({
    before: ({ data }) => recipientsOf(deps, data, messageRecipients(data.authorRole, data.to)),
    write: async ({ data }, trx, recipients) => {
      for (const { role, contact } of recipients) {
        const email: ClaimMessageEmail = {
          template: 'claim-message',
          firstName: contact.firstName,
          claimId: data.claimId,
          listingTitle: data.listingTitle,
          authorRole: data.authorRole,
          recipientRole: role,
        };
        const words = claimMessageWords(email, contact.locale);
        await deliverNotification(trx, {
          recipient: contact.userId,
          type: 'claim_message',
          dedupeKey: `claim_message:${data.messageId}:${contact.userId}`,
          title: words.heading,
          body: words.summary,
          link: words.action.path,
          data: {
            claimId: data.claimId,
            bookingId: data.bookingId,
            listingTitle: data.listingTitle,
            authorRole: data.authorRole,
            role,
          },
          email: emailNow(emailJobId.claimMessage(data.messageId, contact.userId), {
            to: contact.email,
            locale: contact.locale,
            email,
          }),
        });
      }
    },
  });
}

type Decided =
  | ({ outcome: 'approved' } & ClaimApprovedEvent)
  | ({ outcome: 'rejected' } & ClaimRejectedEvent)
  | ({ outcome: 'withdrawn' } & ClaimWithdrawnEvent);

async function deliverDecision(trx: Transaction<DB>, decided: Decided, recipients: Recipient[]) {
  for (const { role, contact } of recipients) {
    const email: ClaimDecidedEmail = {
      template: 'claim-decided',
      firstName: contact.firstName,
      claimId: decided.claimId,
      listingTitle: decided.listingTitle,
      outcome: decided.outcome,
      recipientRole: role,
      amount: decided.amount,
      approvedAmount: decided.outcome === 'approved' ? decided.approvedAmount : null,
      note: decided.outcome === 'withdrawn' ? null : decided.note,
    };
    const words = claimDecidedWords(email, contact.locale);
    await deliverNotification(trx, {
      recipient: contact.userId,
      type: 'claim_decided',
      dedupeKey: `claim_decided:${decided.claimId}:${contact.userId}`,
      title: words.heading,
      body: words.summary,
      link: words.action.path,
      data: {
        claimId: decided.claimId,
        bookingId: decided.bookingId,
        listingTitle: decided.listingTitle,
        outcome: decided.outcome,
        amount: email.approvedAmount ?? decided.amount,
        role,
      },
      email: emailNow(emailJobId.claimDecided(decided.claimId, contact.userId), {
        to: contact.email,
        locale: contact.locale,
        email,
      }),
    });
  }
}

/**
 * Approved: the host hears the payout gets it; the guest what they owe (there is no charge off
 * the session: Arrendo settles it with them, decision 0051).
 */
export function handleClaimApproved(deps: NotificationDeps) {
  return eventSteps<Consumed['claimApproved'], DB, Recipient[]>({
    before: ({ data }) => recipientsOf(deps, data, ['host', 'guest']),
    write: ({ data }, trx, recipients) =>
      deliverDecision(trx, { outcome: 'approved', ...data }, recipients),
  });
}

/** Rejected: both sides, with the admin's note. */
export function handleClaimRejected(deps: NotificationDeps) {
  return eventSteps<Consumed['claimRejected'], DB, Recipient[]>({
    before: ({ data }) => recipientsOf(deps, data, ['host', 'guest']),
    write: ({ data }, trx, recipients) =>
      deliverDecision(trx, { outcome: 'rejected', ...data }, recipients),
  });
}

/** Withdrawn by the host: the guest hears they owe nothing. */
export function handleClaimWithdrawn(deps: NotificationDeps) {
  return eventSteps<Consumed['claimWithdrawn'], DB, Recipient[]>({
    before: ({ data }) => recipientsOf(deps, data, ['guest']),
    write: ({ data }, trx, recipients) =>
      deliverDecision(trx, { outcome: 'withdrawn', ...data }, recipients),
  });
}

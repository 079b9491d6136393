import { z } from 'zod';
import type { EmailTemplateName } from '@arrendo/contracts';
import type { RenderContext, RenderedEmail } from './common.js';
import { BookingEmail, renderBookingEmail } from './booking.js';
import { ListingPublishedEmail, renderListingPublished } from './listing-published.js';
import { MessagesDigestEmail, renderMessagesDigest } from './messages-digest.js';
import { PayoutFailedEmail, PayoutPaidEmail, renderPayout } from './payout.js';
import { RefundIssuedEmail, renderRefundIssued } from './refund-issued.js';
import { ReviewReceivedEmail, renderReviewReceived } from './review-received.js';
import { SenderWarnedEmail, renderSenderWarned } from './sender-warned.js';
import {
  ListingRelistedEmail,
  ListingUnlistedEmail,
  renderListingRelisted,
  renderListingUnlisted,
} from './listing-moderation.js';
import {
  ClaimDecidedEmail,
  ClaimMessageEmail,
  ClaimOpenedEmail,
  renderClaimDecided,
  renderClaimMessage,
  renderClaimOpened,
} from './claim.js';
import { PasswordResetCodeEmail, renderPasswordResetCode } from './password-reset-code.js';
import { PayoutChangeCodeEmail, renderPayoutChangeCode } from './payout-change-code.js';
import {
  SupportReceivedEmail,
  SupportTicketEmail,
  renderSupportReceived,
  renderSupportTicket,
} from './support.js';
import { VerificationCodeEmail, renderVerificationCode } from './verification-code.js';
import { WelcomeEmail, renderWelcome } from './welcome.js';

export type { RenderContext, RenderedEmail } from './common.js';
export { escapeHtml } from './escape.js';

/** Every email the system sends, each with the data its template needs. */
export const EmailTemplateData = z.discriminatedUnion('template', [
  VerificationCodeEmail,
  PasswordResetCodeEmail,
  PayoutChangeCodeEmail,
  WelcomeEmail,
  ...BookingEmail.options,
  ListingPublishedEmail,
  SupportTicketEmail,
  SupportReceivedEmail,
  PayoutPaidEmail,
  PayoutFailedEmail,
  RefundIssuedEmail,
  MessagesDigestEmail,
  ReviewReceivedEmail,
  SenderWarnedEmail,
  ListingUnlistedEmail,
  ListingRelistedEmail,
  ClaimOpenedEmail,
  ClaimMessageEmail,
  ClaimDecidedEmail,
]);
export type EmailTemplateData = z.infer<typeof EmailTemplateData>;

// The compiler proves the union and the contract's template names stay the same set.
const _sameNames: [EmailTemplateData['template']] extends [EmailTemplateName]
  ? [EmailTemplateName] extends [EmailTemplateData['template']]
    ? true
    : never
  : never = true;
void _sameNames;

export function renderEmail(email: EmailTemplateData, ctx: RenderContext): RenderedEmail {
  switch (email.template) {
    case 'verification-code':
      return renderVerificationCode(email, ctx);
    case 'password-reset-code':
      return renderPasswordResetCode(email, ctx);
    case 'payout-change-code':
      return renderPayoutChangeCode(email, ctx);
    case 'welcome':
      return renderWelcome(email, ctx);
    case 'booking-request':
    case 'booking-request-sent':
    case 'booking-confirmed':
    case 'booking-new':
    case 'booking-accepted':
    case 'booking-cancelled':
      return renderBookingEmail(email, ctx);
    case 'listing-published':
      return renderListingPublished(email, ctx);
    case 'support-ticket':
      return renderSupportTicket(email, ctx);
    case 'support-received':
      return renderSupportReceived(email, ctx);
    case 'payout-paid':
    case 'payout-failed':
      return renderPayout(email, ctx);
    case 'refund-issued':
      return renderRefundIssued(email, ctx);
    case 'messages-digest':
      return renderMessagesDigest(email, ctx);
    case 'review-received':
      return renderReviewReceived(email, ctx);
    case 'sender-warned':
      return renderSenderWarned(email, ctx);
    case 'listing-unlisted':
      return renderListingUnlisted(email, ctx);
    case 'listing-relisted':
      return renderListingRelisted(email, ctx);
    case 'claim-opened':
      return renderClaimOpened(email, ctx);
    case 'claim-message':
      return renderClaimMessage(email, ctx);
    case 'claim-decided':
      return renderClaimDecided(email, ctx);
  }
}

/** The one-time code an email carries, if any (only the dev log transport may print it). */
export function codeOf(email: EmailTemplateData): string | undefined {
  return 'code' in email ? email.code : undefined;
}

export const MASKED_CODE = '••••••';

/** The same email with its code masked: what the email log keeps for mail really sent. */
export function withoutCode(email: EmailTemplateData): EmailTemplateData {
  return 'code' in email ? { ...email, code: MASKED_CODE } : email;
}

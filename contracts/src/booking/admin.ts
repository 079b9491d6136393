import { z } from 'zod';
import { PageCursor } from '../common/cursor.js';
import { IsoDate, IsoDateTime, Uuid } from '../common/ids.js';
import { multiLineText } from '../common/text.js';
import { RefundPolicy } from '../domain/refund-policies.js';
import { ClpAmount } from '../pricing/model.js';
import { Booking, BookingStatus, CancellationReason, CancelledBy } from './model.js';

/**
 * Admin bookings (decision 0050): search, one booking's own history, and a cancellation whose
 * refund the admin chooses. Every RPC here refuses anyone without the admin role (the booking
 * service checks it from the actor).
 */

/** A booking's id, whole or its first characters (the short code the pages show: 8 of them). */
export const BookingIdSearch = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F-]{4,36}$/, 'Use a booking id or its first characters (4 or more)');

/** The search's filters: the HTTP query (strings coerced by the BFF) and the RPC share them. */
export const AdminBookingFilterFields = {
  q: BookingIdSearch.optional(),
  guestId: Uuid.optional(),
  hostId: Uuid.optional(),
  propertyId: Uuid.optional(),
  status: BookingStatus.optional(),
  /** Bookings starting on or after this local date (Santiago's calendar), included. */
  startFrom: IsoDate.optional(),
  /** Bookings starting before this local date, excluded (half-open). */
  startTo: IsoDate.optional(),
};

export function refineStartRange(
  value: { startFrom?: string | undefined; startTo?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.startFrom && value.startTo && value.startTo <= value.startFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['startTo'],
      message: 'The end must be after the start',
    });
  }
}

export const AdminBookingSearchRequest = z
  .object({
    ...AdminBookingFilterFields,
    cursor: PageCursor.optional(),
    limit: z.number().int().min(1).max(100).default(25),
  })
  .strict()
  .superRefine(refineStartRange);
export type AdminBookingSearchRequest = z.input<typeof AdminBookingSearchRequest>;

/** Newest held first, keyset-paginated on (created, id). */
export const AdminBookingPage = z.object({
  items: z.array(Booking),
  nextCursor: z.string().nullable(),
});
export type AdminBookingPage = z.infer<typeof AdminBookingPage>;

export const AdminBookingIdRequest = z.object({ id: Uuid }).strict();

/** A step of the booking's own life, as the booking service recorded it. */
export const BookingHistoryKind = z.enum([
  'held',
  'requested',
  'confirmed',
  'cancelled',
  'declined',
  'expired',
]);
export type BookingHistoryKind = z.infer<typeof BookingHistoryKind>;

export const BookingHistoryEntry = z.object({
  at: IsoDateTime,
  kind: BookingHistoryKind,
  /** Cancelled or declined: who and why, and the refund given. Else null. */
  by: CancelledBy.nullable(),
  reason: CancellationReason.nullable(),
  refund: ClpAmount.nullable(),
  /** An admin's cancellation: the admin and the reason they wrote. Else null. */
  actorId: Uuid.nullable(),
  note: z.string().nullable(),
});
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntry>;

export const BookingHistory = z.object({
  bookingId: Uuid,
  /** Oldest first. */
  entries: z.array(BookingHistoryEntry),
});
export type BookingHistory = z.infer<typeof BookingHistory>;

/** What each refund choice gives back, now; `cancellable` false when nothing may be cancelled. */
export const AdminCancellationQuote = z.object({
  bookingId: Uuid,
  cancellable: z.boolean(),
  /** Why not, when it is not cancellable. */
  message: z.string().nullable(),
  paid: ClpAmount,
  policy: RefundPolicy,
  /** What the listing's policy gives the guest if they cancelled now. */
  policyPercent: z.number().int().min(0).max(100),
  policyRefund: ClpAmount,
  daysBefore: z.number().int(),
});
export type AdminCancellationQuote = z.infer<typeof AdminCancellationQuote>;

/** `full`: everything paid; `policy`: what the guest would get; `none`; `custom`: 0..paid. */
export const AdminRefundChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full') }).strict(),
  z.object({ kind: z.literal('policy') }).strict(),
  z.object({ kind: z.literal('none') }).strict(),
  z
    .object({
      kind: z.literal('custom'),
      amount: z.number().int('Whole pesos only').nonnegative('At least 0').max(1_000_000_000),
    })
    .strict(),
]);
export type AdminRefundChoice = z.infer<typeof AdminRefundChoice>;
export const ADMIN_REFUND_KINDS = ['full', 'policy', 'none', 'custom'] as const;

/** Why an admin cancels: kept with the booking and in the audit log. */
export const AdminCancelReason = multiLineText({
  min: 1,
  max: 500,
  messages: { required: 'Please give a reason', tooLong: 'At most 500 characters' },
});

export const AdminCancelBookingRequest = z
  .object({
    id: Uuid,
    refund: AdminRefundChoice,
    /**
     * The amount the admin saw: when the refund computed now differs (a policy deadline passed
     * meanwhile) the answer is CONFLICT and nothing changes, as for a guest.
     */
    expectedRefund: z.number().int().nonnegative(),
    reason: AdminCancelReason,
  })
  .strict();
export type AdminCancelBookingRequest = z.input<typeof AdminCancelBookingRequest>;

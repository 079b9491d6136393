import { z } from 'zod';

/**
 * What a notification is about. Security emails (codes, password changes) are not types here:
 * they are always sent and cannot be turned off.
 */
export const NotificationType = z.enum([
  'booking_requested',
  'booking_confirmed',
  'booking_accepted',
  'booking_declined',
  'booking_cancelled',
  'payment_received',
  'refund_issued',
  'payout_paid',
  'payout_failed',
  'message_received',
  'review_received',
  'review_published',
]);
export type NotificationType = z.infer<typeof NotificationType>;

export const NotificationChannel = z.enum(['in_app', 'email', 'push']);
export type NotificationChannel = z.infer<typeof NotificationChannel>;

/** How the settings page groups the types (its rows), in this order. */
export const NOTIFICATION_GROUPS = {
  bookings: [
    'booking_requested',
    'booking_confirmed',
    'booking_accepted',
    'booking_declined',
    'booking_cancelled',
  ],
  payments: ['payment_received', 'refund_issued'],
  payouts: ['payout_paid', 'payout_failed'],
  messages: ['message_received'],
  reviews: ['review_received', 'review_published'],
} as const satisfies Record<string, readonly NotificationType[]>;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;

/**
 * The types that have an email at all. The others are told in the app and by push only (a
 * payment's receipt is already in the booking's confirmation email; a published review is news,
 * not something to act on), so their email switch does not exist.
 */
export const EMAIL_TYPES: readonly NotificationType[] = [
  'booking_requested',
  'booking_confirmed',
  'booking_accepted',
  'booking_declined',
  'booking_cancelled',
  'refund_issued',
  'payout_paid',
  'payout_failed',
  'message_received',
  'review_received',
];

export function hasEmail(type: NotificationType): boolean {
  return EMAIL_TYPES.includes(type);
}

/** One switch: a type on one channel. */
export const NotificationSetting = z.object({
  type: NotificationType,
  channel: NotificationChannel,
  enabled: z.boolean(),
});
export type NotificationSetting = z.infer<typeof NotificationSetting>;

/** Every switch of the caller, defaults included (everything is on until turned off). */
export const NotificationSettings = z.object({ settings: z.array(NotificationSetting) });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Changes some switches; the others stay as they are. */
export const UpdateNotificationSettingsRequest = z
  .object({
    settings: z
      .array(NotificationSetting)
      .min(1)
      .max(NotificationType.options.length * NotificationChannel.options.length),
  })
  .strict()
  .superRefine((value, ctx) => {
    value.settings.forEach((s, i) => {
      if (s.channel === 'email' && !hasEmail(s.type)) {
        ctx.addIssue({
          code: 'custom',
          path: ['settings', i, 'channel'],
          message: `${s.type} has no email`,
        });
      }
    });
  });
export type UpdateNotificationSettingsRequest = z.infer<typeof UpdateNotificationSettingsRequest>;

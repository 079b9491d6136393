import { z } from 'zod';

/**
 * The two unread counts the app's shell shows on every page (the account menu's dot, the Inbox
 * tab). In their own module: the web app's entry imports them, and importing them from
 * `messages.ts` or `notifications.ts` would carry those files' other schemas into it.
 */
export const UnreadCountResponse = z.object({ count: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

export const MessagesUnreadResponse = z.object({ count: z.number().int().nonnegative() });
export type MessagesUnreadResponse = z.infer<typeof MessagesUnreadResponse>;

import { z } from 'zod';

/**
 * What a push says: decided by a handler (`queuePush`), carried by the outbox and the job, and
 * sent (`payload.ts`) as the JSON the service worker shows. `link` is an in-app path: the
 * service worker refuses to open another origin, and a path keeps it on ours.
 */
export const PushMessage = z.object({
  userId: z.uuid(),
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  link: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/, 'an in-app path starting with a single "/"'),
  /** Same tag, same notification on the device: a newer one replaces it. */
  tag: z.string().min(1).max(200),
});
export type PushMessage = z.infer<typeof PushMessage>;

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * A notification's text cut to what a push carries (a message's body can be long): the
 * notification shows the start, the page it opens shows the rest.
 */
export function clipPush<T extends { title: string; body: string }>(push: T): T {
  return { ...push, title: clip(push.title, 200), body: clip(push.body, 1000) };
}

/** As it waits in the outbox and travels in a job: `test` marks the settings page's test push. */
export const QueuedPush = PushMessage.extend({ test: z.boolean().optional() });
export type QueuedPush = z.infer<typeof QueuedPush>;

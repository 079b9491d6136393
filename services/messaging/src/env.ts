import { z } from 'zod';

/** The messaging service's variables, besides the base env (DATABASE_URL, NATS_URL, …). */
export const messagingEnvSchema = z.object({
  /** Days a live event stays replayable after a dropped connection (then pruned). */
  LIVE_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** Messages one user may send per minute, across conversations (tests lower it). */
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).optional(),
});

export type MessagingEnv = z.infer<typeof messagingEnvSchema>;

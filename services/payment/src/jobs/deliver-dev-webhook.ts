import { defineJob, PermanentJobError, type JobWorkerContext } from '@arrendo/kit';
import { z } from 'zod';
import type { DB } from '../db/types.js';
import type { PaymentEnv } from '../env.js';
import { DEV_SIGNATURE_HEADER, signDevPayload } from '../providers/dev.js';

/**
 * The dev provider's notification, delivered over HTTP to the BFF's `/webhooks/dev` like a real
 * provider's. Signed at each try (the signature carries its time), retried with backoff so a
 * BFF that is restarting does not lose it.
 */
export const DeliverDevWebhook = defineJob({
  name: 'dev.webhook.deliver',
  queue: 'webhooks',
  data: z.object({ body: z.string().max(10_000) }),
  policy: { attempts: 8, backoffMs: 1000, removeOnComplete: { age: 3600 } },
});

export const devWebhookJobId = (eventId: string) => `dev-webhook-${eventId}`;

export function webhookBaseUrl(env: Pick<PaymentEnv, 'WEBHOOK_BASE_URL' | 'PUBLIC_URL'>): string {
  return (env.WEBHOOK_BASE_URL ?? env.PUBLIC_URL).replace(/\/$/, '');
}

export function handleDeliverDevWebhook(ctx: JobWorkerContext<DB, PaymentEnv>) {
  return async ({ body }: z.output<typeof DeliverDevWebhook.data>) => {
    const url = `${webhookBaseUrl(ctx.env)}/webhooks/dev`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DEV_SIGNATURE_HEADER]: signDevPayload(ctx.env.DEV_PAYMENT_WEBHOOK_SECRET, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    // 400 is a refusal of this very notification (bad signature, unknown shape): retrying the
    // same bytes cannot help. Anything else not 2xx (503 while the service restarts) is retried.
    if (response.status === 400) throw new PermanentJobError(`refused: ${text.slice(0, 200)}`);
    if (!response.ok) throw new Error(`webhook answered ${response.status}: ${text.slice(0, 200)}`);
  };
}

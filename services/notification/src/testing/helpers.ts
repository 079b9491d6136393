import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { otpSealContext, type EventDefinition, type OtpRequestedEventV2 } from '@arrendo/contracts';
import {
  parseKeyring,
  producerConnection,
  queueNameFor,
  sealSecret,
  startService,
} from '@arrendo/kit';
import type { RunningService, ServiceContext } from '@arrendo/kit';
import { queuePrefixFor, redisUrl, TEST_OTP_DELIVERY_KEY, waitFor } from '@arrendo/kit/testing';
import type { Kysely } from 'kysely';
import { migrations } from '../db/migrations/index.js';
import type { DB } from '../db/types.js';
import { EMAIL_QUEUE } from '../email/job.js';
import { emailEnvSchema } from '../env.js';
import type { EmailEnv } from '../env.js';
import { notificationService } from '../service.js';

export interface ReceivedEmail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface SmtpListener {
  url: string;
  received: ReceivedEmail[];
  /** Messages refused with a temporary error, by recipient. */
  refused: string[][];
  /** The next `n` messages are refused with a temporary error (the sender must retry). */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpListener(): Promise<SmtpListener> {
  const received: ReceivedEmail[] = [];
  const refused: string[][] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No certificate here: without STARTTLS on offer the client talks plain SMTP.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          refused.push(session.envelope.rcptTo.map((r) => r.address));
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    refuseNext: (n) => {
      refuse = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function startNotificationService(
  env: Record<string, string | undefined>,
): Promise<RunningService<DB, EmailEnv>> {
  return startService<DB, typeof emailEnvSchema>({
    name: 'notification',
    migrations,
    envSchema: emailEnvSchema,
    ...notificationService(),
    overrides: { env },
  });
}

/** Publishes an event the way the identity service's outbox relay does (kit envelope). */
export async function publishEvent<D extends EventDefinition>(
  nc: ServiceContext<DB, EmailEnv>['nc'],
  prefix: string,
  definition: D,
  data: unknown,
  options: { id?: string; occurredAt?: string } = {},
): Promise<string> {
  const id = options.id ?? randomUUID();
  const envelope = {
    id,
    type: definition.subject,
    version: definition.version,
    occurredAt: options.occurredAt ?? new Date().toISOString(),
    traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    data,
  };
  // A fresh Nats-Msg-Id each time: JetStream would drop a same-id republish, and the tests want
  // the consumer itself to face the duplicate.
  await nc.jetstream().publish(`${prefix}${definition.subject}`, JSON.stringify(envelope), {
    msgID: randomUUID(),
  });
  return id;
}

/** Reads the test's email queue (`deleteStreams(prefix)` removes its keys at the end). */
export function emailQueue(prefix: string): Queue {
  return new Queue(queueNameFor('notification', EMAIL_QUEUE), {
    connection: producerConnection(redisUrl()),
    prefix: queuePrefixFor(prefix),
  });
}

/**
 * An `otp.requested.v2` payload as identity produces it (code sealed with the test key), and the
 * plain code the email must show.
 */
export function otpEvent(
  overrides: Partial<{
    codeId: string;
    userId: string;
    email: string;
    purpose: 'verify_email' | 'reset_password';
    code: string;
    firstName: string;
    locale: 'en' | 'es';
    expiresAt: string;
  }> = {},
): { data: OtpRequestedEventV2; code: string } {
  const { code: wanted, ...rest } = overrides;
  const code = wanted ?? String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000));
  const codeId = rest.codeId ?? randomUUID();
  return {
    code,
    data: {
      codeId,
      userId: randomUUID(),
      email: `user-${randomBytes(3).toString('hex')}@example.cl`,
      purpose: 'verify_email',
      firstName: 'Ana',
      locale: 'en',
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      ...rest,
      sealedCode: sealSecret(parseKeyring(TEST_OTP_DELIVERY_KEY), code, otpSealContext(codeId)),
    },
  };
}

/** The email log's row for `jobId` once the worker has sent it (waits up to `timeoutMs`). */
export function sentEmailRow(db: Kysely<DB>, jobId: string, timeoutMs?: number) {
  return waitFor(async () => {
    const row = await db
      .selectFrom('email_log')
      .selectAll()
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return row?.status === 'sent' ? row : undefined;
  }, timeoutMs);
}

import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { z } from 'zod';
import {
  IdentityRpc,
  type Actor,
  type IdentitySession,
  type OtpPurpose,
  type OtpRequestedEventV2,
  type RpcDefinition,
  type RpcRequestOf,
} from '@arrendo/contracts';
import { startService, streamNameFor, type RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  openTestCode,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { startBookingService } from '@arrendo/booking/testing';
import type { DB } from '../src/db/types.js';
import { migrations } from '../src/db/migrations/index.js';
import { envSchema, type IdentityEnv } from '../src/env.js';
import { registerHandlers } from '../src/service.js';

export interface IdentityHarness {
  service: RunningService<DB, IdentityEnv>;
  prefix: string;
  /** Every line the service logged, to prove what was (and was not) written to logs. */
  logLines: string[];
  call<D extends RpcDefinition>(
    definition: D,
    data: z.input<D['request']>,
    actor?: Actor,
  ): Promise<z.output<D['response']>>;
  /** Sends a request past the client's own validation, so the server's is what answers. */
  rawCall(subject: string, data: unknown, actor?: Actor): Promise<unknown>;
  /**
   * Waits for the otp.requested.v2 event on the identity JetStream stream; `code` is the sealed
   * code opened with the test key, as the email worker would.
   */
  nextCode(email: string, purpose: OtpPurpose): Promise<OtpRequestedEventV2 & { code: string }>;
  streamEvents(): Promise<{ type: string; data: unknown }[]>;
  stop(): Promise<void>;
}

/**
 * Identity in-process on a fresh database. `booking`: the booking service beside it (same
 * database and prefix), which identity asks before it erases an account.
 */
export async function startIdentity(
  env: Record<string, string> = {},
  options: { booking?: boolean } = {},
): Promise<IdentityHarness> {
  const database: TestDatabase = await createTestDatabase('identity');
  const prefix = uniquePrefix();
  const logLines: string[] = [];
  const logger = pino(
    { name: 'identity', level: 'warn' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  const service = await startService<DB, typeof envSchema>({
    name: 'identity',
    migrations,
    envSchema,
    register: registerHandlers,
    overrides: { env: testEnv({ databaseUrl: database.url, prefix, ...env }), logger },
  });
  const booking = options.booking
    ? await startBookingService(testEnv({ databaseUrl: database.url, prefix, ...env }))
    : undefined;
  const { nc, client } = service.ctx;
  const jsm = await nc.jetstreamManager();
  const stream = streamNameFor(prefix, 'identity');
  const seenCodes = new Set<string>();

  async function streamEvents(): Promise<{ type: string; data: unknown }[]> {
    const info = await jsm.streams.info(stream);
    const events: { type: string; data: unknown }[] = [];
    if (info.state.messages === 0) return events;
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq += 1) {
      // A purged message leaves a gap in the sequence.
      const message = await jsm.streams.getMessage(stream, { seq }).catch(() => undefined);
      if (!message) continue;
      events.push(
        JSON.parse(new TextDecoder().decode(message.data)) as { type: string; data: unknown },
      );
    }
    return events;
  }

  return {
    service,
    prefix,
    logLines,
    call: (definition, data, actor) => client.call(definition, data, actor ? { actor } : {}),
    async rawCall(subject, data, actor = { userId: null, roles: [] }) {
      const envelope = { actor, deadline: Date.now() + 5000, data };
      const reply = await nc.request(
        `${prefix}${subject}`,
        new TextEncoder().encode(JSON.stringify(envelope)),
        {
          timeout: 5000,
        },
      );
      return JSON.parse(new TextDecoder().decode(reply.data)) as unknown;
    },
    async nextCode(email, purpose) {
      const event = await waitFor(async () =>
        (await streamEvents())
          .filter((e) => e.type === 'evt.identity.otp.requested.v2')
          .map((e) => e.data as OtpRequestedEventV2)
          .find((d) => d.email === email && d.purpose === purpose && !seenCodes.has(d.codeId)),
      );
      seenCodes.add(event.codeId);
      return { ...event, code: openTestCode(event) };
    },
    streamEvents,
    async stop() {
      await booking?.stop();
      await service.stop();
      await deleteStreams(prefix);
      await database.drop();
    },
  };
}

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function signupBody(
  email: string,
  overrides: Partial<RpcRequestOf<typeof IdentityRpc.register>> = {},
) {
  return {
    email,
    password: 'Str0ng!pass',
    locale: 'en' as const,
    firstName: 'Ana',
    lastName: 'Pérez',
    birthday: '1990-05-17',
    countryCode: 'CL' as const,
    phoneNumber: '9 1234 5678',
    acceptsPromotions: false,
    ...overrides,
  };
}

/** Register → read the code from the stream → verify: a signed-in, active user. */
export async function signUp(
  harness: IdentityHarness,
  email = uniqueEmail(),
): Promise<IdentitySession> {
  await harness.call(IdentityRpc.register, signupBody(email));
  const { code } = await harness.nextCode(email, 'verify_email');
  return harness.call(IdentityRpc.verifyEmail, { email, code });
}

export function actorOf(session: IdentitySession): Actor {
  return { userId: session.user.id, roles: session.user.roles };
}

/** A six-digit code guaranteed to differ from `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

import { connect, type NatsConnection, type Subscription } from 'nats';
import {
  createTestDatabase,
  deleteStreams,
  natsUrl,
  openTestCode,
  testEnv,
} from '@arrendo/kit/testing';
import { IdentityEvents, type OtpRequestedEventV2 } from '@arrendo/contracts';
import { startIdentityService } from '@arrendo/identity/testing';
import { startNotificationService } from '@arrendo/notification/testing';
import { startBooking } from './booking-service.js';

export const BOOTSTRAP_TOKEN = 'bootstrap-token-for-bff-tests';

/**
 * The real identity and notification services in-process (no email worker: the test reads each
 * code from identity's OTP event, as the worker would). `booking`: the booking service too, which
 * identity asks before it erases an account.
 */
export async function startIdentity(
  prefix: string,
  options: { notificationEnv?: Record<string, string>; booking?: boolean } = {},
) {
  const database = await createTestDatabase('bff_identity');
  const running = await startIdentityService(
    testEnv({ databaseUrl: database.url, prefix, ADMIN_BOOTSTRAP_TOKEN: BOOTSTRAP_TOKEN }),
  );
  const notificationDb = await createTestDatabase('bff_notification');
  const notificationEnv = testEnv({
    databaseUrl: notificationDb.url,
    prefix,
    ...options.notificationEnv,
  });
  const notification = await startNotificationService(notificationEnv);
  const booking = options.booking ? await startBooking(prefix) : undefined;
  const nc: NatsConnection = await connect({ servers: natsUrl() });
  const codes: (OtpRequestedEventV2 & { code: string })[] = [];
  const sub: Subscription = nc.subscribe(`${prefix}${IdentityEvents.OTP_REQUESTED_V2.subject}`);
  void (async () => {
    for await (const msg of sub) {
      const envelope = JSON.parse(new TextDecoder().decode(msg.data)) as {
        data: OtpRequestedEventV2;
      };
      codes.push({ ...envelope.data, code: openTestCode(envelope.data) });
    }
  })();

  return {
    /** The running notification service: its `ctx.db` reaches the `notification` schema. */
    notification,
    /** What an email worker beside it needs (`startWorkerApp(notificationEnv, …)`). */
    notificationEnv,
    /** Waits for the newest code sent to `email` for `purpose`. */
    async codeFor(
      email: string,
      purpose: OtpRequestedEventV2['purpose'],
      after = 0,
    ): Promise<string> {
      for (let i = 0; i < 200; i++) {
        const found = codes.filter((c) => c.email === email && c.purpose === purpose);
        if (found.length > after) return found.at(-1)!.code;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no ${purpose} code arrived for ${email}`);
    },
    codesSent: (email: string, purpose: OtpRequestedEventV2['purpose']) =>
      codes.filter((c) => c.email === email && c.purpose === purpose).length,
    async stop() {
      sub.unsubscribe();
      await nc.close();
      await notification.stop();
      await booking?.stop();
      await running.stop();
      await Promise.all([database.drop(), notificationDb.drop()]);
      await deleteStreams(prefix);
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityEvents } from '@arrendo/contracts';
import {
  createDatabase,
  createLogger,
  migrateSchema,
  type JobEnqueuer,
  type RunningService,
} from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
  type TestDatabase,
} from '@arrendo/kit/testing';
import { migrations } from '../src/db/migrations/index.js';
import type { DB } from '../src/db/types.js';
import { EmailJob, type EmailJobData } from '../src/email/job.js';
import { EmailOutboxRelay, queueEmail } from '../src/email/outbox.js';
import type { EmailEnv } from '../src/env.js';
import { EmailOutboxRepository } from '../src/repositories/email-outbox.repository.js';
import {
  emailQueue,
  otpEvent,
  publishEvent,
  startNotificationService,
} from '../src/testing/helpers.js';

const pending = async (db: Kysely<DB>) =>
  db.selectFrom('email_outbox').select(['job_id', 'claimed_until']).execute();

/**
 * An email is queued only by a transaction that commits (decision 0038: no Redis inside a
 * transaction): the handler writes it to `email_outbox`, the service's relay queues it after.
 */
describe('notification: an email leaves only a committed transaction', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let queue: Queue;

  beforeAll(async () => {
    testDb = await createTestDatabase('notifoutbox');
    service = await startNotificationService(
      testEnv({ databaseUrl: testDb.url, prefix, EMAIL_BACKOFF_MS: '50' }),
    );
    queue = emailQueue(prefix);
    // Refuses at COMMIT (a deferred trigger) every event handled while a row is in
    // test_refused_commits, after the handler ran; counts the refusals in a sequence, which a
    // rollback does not undo.
    const db = service.ctx.db;
    await sql`create table test_refused_commits (why text)`.execute(db);
    await sql`create sequence test_commit_refusals`.execute(db);
    await sql`
      create function test_refuse_commit() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from test_refused_commits) then
          perform nextval('test_commit_refusals');
          raise exception 'commit refused by the test';
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create constraint trigger test_refuse_commit after insert on inbox
      deferrable initially deferred for each row execute function test_refuse_commit()`.execute(db);
  });

  afterAll(async () => {
    await queue?.close();
    await service?.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  it('queues nothing while the commit fails, and the email once it succeeds', async () => {
    const db = service.ctx.db;
    await sql`insert into test_refused_commits values ('the database refuses the commit')`.execute(
      db,
    );
    const { data } = otpEvent();
    const jobId = `otp-${data.codeId}`;
    await publishEvent(service.ctx.nc, prefix, IdentityEvents.OTP_REQUESTED_V2, data);

    // The handler ran and its commit was refused at least once.
    await waitFor(async () => {
      const { rows } = await sql<{ refused: boolean }>`
        select is_called as refused from test_commit_refusals`.execute(db);
      return rows[0]?.refused === true;
    }, 20_000);
    // A poll of the relay later, still nothing: the old handler had queued it before COMMIT.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await queue.getJob(jobId)).toBeUndefined();
    expect(await pending(db)).toEqual([]);

    await sql`delete from test_refused_commits`.execute(db);
    const job = await waitFor(() => queue.getJob(jobId), 20_000);
    expect(job.data).toMatchObject({ data: { to: data.email, email: { codeId: data.codeId } } });
    await waitFor(async () => (await pending(db)).length === 0, 5000);
  });
});

describe('notification: the email outbox relay loses nothing', () => {
  let testDb: TestDatabase;
  let db: Kysely<DB>;
  let close: () => Promise<void>;
  const logger = createLogger({ name: 'email-outbox-test', level: 'silent' });

  beforeAll(async () => {
    testDb = await createTestDatabase('notifrelay');
    const database = createDatabase<DB>({ url: testDb.url, schema: 'notification', logger });
    db = database.db;
    close = database.close;
    await migrateSchema(db as Kysely<unknown>, 'notification', migrations, logger);
  });

  afterAll(async () => {
    await close?.();
    await testDb?.drop();
  });

  const email = (): { id: string; data: EmailJobData } => {
    const userId = randomUUID();
    return {
      id: `welcome-${userId}`,
      data: {
        to: `ana-${userId.slice(0, 8)}@example.cl`,
        locale: 'es',
        email: { template: 'welcome', firstName: 'Ana' },
      },
    };
  };

  /** An enqueuer that keeps what it was given, or fails like an unreachable Redis. */
  function enqueuer(fail = false) {
    const added: { name: string; id: string; data: unknown; backoffMs?: number }[] = [];
    const jobs: JobEnqueuer = {
      enqueue: async (definition, data, options) => {
        if (fail) throw new Error('Redis did not answer');
        added.push({
          name: definition.name,
          id: options.id,
          data,
          ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
        });
        return options.id;
      },
    };
    return { jobs, added };
  }

  const relay = (jobs: JobEnqueuer, leaseMs = 30_000) =>
    new EmailOutboxRelay({ db, jobs, logger, backoffMs: 75, pollMs: 50, leaseMs });

  it('leaves nothing behind a rollback', async () => {
    const { id, data } = email();
    await expect(
      db.transaction().execute(async (trx) => {
        await queueEmail(trx, EmailJob, data, id);
        throw new Error('the handler failed after deciding the email');
      }),
    ).rejects.toThrow('the handler failed');
    expect(await pending(db)).toEqual([]);
  });

  it('keeps a committed email while Redis is away, and queues it once it answers', async () => {
    const { id, data } = email();
    await db.transaction().execute((trx) => queueEmail(trx, EmailJob, data, id));

    const away = enqueuer(true);
    expect(await relay(away.jobs).drain()).toBe(0);
    // Released at once for the next attempt, not held for a lease.
    expect(await pending(db)).toEqual([{ job_id: id, claimed_until: null }]);

    const back = enqueuer();
    expect(await relay(back.jobs).drain()).toBe(1);
    expect(back.added).toEqual([{ name: 'email.send', id, data, backoffMs: 75 }]);
    expect(await pending(db)).toEqual([]);
  });

  it('gives the rows of a relay that died holding them to another after the lease', async () => {
    const { id, data } = email();
    await db.transaction().execute((trx) => queueEmail(trx, EmailJob, data, id));
    // A relay claims the row and dies before queueing it.
    expect(await new EmailOutboxRepository(db).claim(10, 300)).toHaveLength(1);

    const other = enqueuer();
    expect(await relay(other.jobs).drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await relay(other.jobs).drain()).toBe(1);
    expect(other.added.map((a) => a.id)).toEqual([id]);
    expect(await pending(db)).toEqual([]);
  });
});

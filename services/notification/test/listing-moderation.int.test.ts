import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ListingEvents } from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
} from '@arrendo/kit/testing';
import type { TestDatabase } from '@arrendo/kit/testing';
import type { DB } from '../src/db/types.js';
import type { EmailEnv } from '../src/env.js';
import { emailJobId } from '../src/email/job.js';
import { startWorkerApp } from '../src/worker-app.js';
import type { WorkerApp } from '../src/worker-app.js';
import { FakeIdentity } from '@arrendo/identity/testing';
import { publishEvent, sentEmailRow, startNotificationService } from '../src/testing/helpers.js';

const REASON = 'Las fotos son de otro anuncio. Sube fotos propias, por favor.';

/** Decision 0049: an admin's unlisting reaches the host with the reason; a relisting too. */
describe('a host told of an admin unlisting or relisting their listing', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let identity: FakeIdentity;

  beforeAll(async () => {
    testDb = await createTestDatabase('notifunlist');
    const env = testEnv({ databaseUrl: testDb.url, prefix, EMAIL_BACKOFF_MS: '50' });
    identity = new FakeIdentity(env);
    await identity.start();
    service = await startNotificationService(env);
    worker = await startWorkerApp({ ...env, SMTP_URL: '', PUBLIC_URL: 'https://arrendo.test' });
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await identity?.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  const handled = (eventIds: string[]) =>
    waitFor(async () => {
      const rows = await sql<{ n: string }>`
        select count(*) as n from inbox where event_id in (${sql.join(eventIds)})`.execute(
        service.ctx.db,
      );
      return Number(rows.rows[0]?.n) === eventIds.length;
    }, 20_000);

  it('emails the reason once, in the host’s language, with an in-app notification', async () => {
    const host = identity.add({
      email: `marta-${randomUUID().slice(0, 8)}@example.cl`,
      firstName: 'Marta',
      locale: 'es',
    });
    const data = {
      propertyId: randomUUID(),
      hostId: host.userId,
      title: 'Cabaña en Pucón',
      reason: REASON,
      at: new Date().toISOString(),
    };
    const jobId = emailJobId.listingModerated('unlisted', data.propertyId, data.at);
    const id = await publishEvent(
      service.ctx.nc,
      prefix,
      ListingEvents.PROPERTY_UNLISTED_BY_ADMIN,
      data,
    );
    const email = await sentEmailRow(service.ctx.db, jobId);
    expect(email).toMatchObject({
      to: host.email,
      template: 'listing-unlisted',
      locale: 'es',
      subject: 'Retiramos tu anuncio de Arrendo',
    });
    expect(email.text).toContain('Hola, Marta:');
    expect(email.text).toContain('Cabaña en Pucón');
    expect(email.text).toContain(REASON);
    expect(email.text).toContain('https://arrendo.test/manage-listings');

    // Redelivered and replayed: still one notification, one email.
    const again = [
      await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_UNLISTED_BY_ADMIN, data, {
        id,
      }),
      await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_UNLISTED_BY_ADMIN, data),
    ];
    await handled([...new Set([id, ...again])]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const notes = await service.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', host.userId)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'listing_unlisted',
      title: 'Tu anuncio ya no está publicado',
      link: '/manage-listings',
    });
    expect(notes[0]?.body).toContain(REASON);
    const emails = await service.ctx.db
      .selectFrom('email_log')
      .select('job_id')
      .where('job_id', '=', jobId)
      .execute();
    expect(emails).toHaveLength(1);
  });

  it('tells the host in English when that is their language, and again on relisting', async () => {
    const host = identity.add({
      email: `sam-${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Sam',
      locale: 'en',
    });
    const propertyId = randomUUID();
    const unlistedAt = new Date().toISOString();
    await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_UNLISTED_BY_ADMIN, {
      propertyId,
      hostId: host.userId,
      title: null,
      reason: 'The address is not a real place.',
      at: unlistedAt,
    });
    const unlisted = await sentEmailRow(
      service.ctx.db,
      emailJobId.listingModerated('unlisted', propertyId, unlistedAt),
    );
    expect(unlisted).toMatchObject({ locale: 'en', subject: 'We took your listing off Arrendo' });
    expect(unlisted.text).toContain('The address is not a real place.');

    const relistedAt = new Date(Date.parse(unlistedAt) + 1000).toISOString();
    await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_RELISTED_BY_ADMIN, {
      propertyId,
      hostId: host.userId,
      title: null,
      at: relistedAt,
    });
    const relisted = await sentEmailRow(
      service.ctx.db,
      emailJobId.listingModerated('relisted', propertyId, relistedAt),
    );
    expect(relisted).toMatchObject({
      template: 'listing-relisted',
      subject: 'Your listing is back on Arrendo',
    });
    expect(relisted.text).toContain('Hi Sam,');
  });

  it('tells nobody when the host’s account is gone', async () => {
    const data = {
      propertyId: randomUUID(),
      hostId: randomUUID(),
      title: 'Gone',
      reason: REASON,
      at: new Date().toISOString(),
    };
    const id = await publishEvent(
      service.ctx.nc,
      prefix,
      ListingEvents.PROPERTY_UNLISTED_BY_ADMIN,
      data,
    );
    await handled([id]);
    const notes = await service.ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', data.hostId)
      .execute();
    expect(notes).toEqual([]);
  });
});

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
import { startWorkerApp } from '../src/worker-app.js';
import type { WorkerApp } from '../src/worker-app.js';
import { FakeIdentity } from '@arrendo/identity/testing';
import { publishEvent, sentEmailRow, startNotificationService } from '../src/testing/helpers.js';

describe("the host's 'listing published' email", () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let identity: FakeIdentity;

  beforeAll(async () => {
    testDb = await createTestDatabase('notiflisting');
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

  const published = (hostId: string, by?: 'host' | 'import') => ({
    propertyId: randomUUID(),
    hostId,
    listingType: 'home' as const,
    category: 'events',
    subcategory: 'hall',
    title: 'Cabaña junto al lago',
    ...(by ? { by } : {}),
  });

  const handled = (eventIds: string[]) =>
    waitFor(async () => {
      const rows = await sql<{ n: string }>`
        select count(*) as n from inbox where event_id in (${sql.join(eventIds)})`.execute(
        service.ctx.db,
      );
      return Number(rows.rows[0]?.n) === eventIds.length;
    }, 20_000);

  const rowsFor = (propertyId: string) =>
    Promise.all([
      service.ctx.db
        .selectFrom('email_log')
        .selectAll()
        .where('job_id', 'like', `listing-published-${propertyId}-%`)
        .execute(),
      service.ctx.db
        .selectFrom('notifications')
        .selectAll()
        .where(sql<string>`data->>'propertyId'`, '=', propertyId)
        .execute(),
    ]);

  it("tells the host once, in the host's language, with the listing's link", async () => {
    const host = identity.add({
      email: `camila-${randomUUID().slice(0, 8)}@example.cl`,
      firstName: 'Camila',
      locale: 'es',
    });
    const data = published(host.userId, 'host');
    const id = await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_PUBLISHED, data);
    const email = await sentEmailRow(
      service.ctx.db,
      `listing-published-${data.propertyId}-${host.userId}`,
    );
    expect(email).toMatchObject({
      to: host.email,
      template: 'listing-published',
      locale: 'es',
      subject: 'Tu anuncio Cabaña junto al lago está publicado',
    });
    expect(email.text).toContain('Hola, Camila:');
    expect(email.text).toContain(
      `Ver tu anuncio: https://arrendo.test/property/${data.propertyId}`,
    );

    // Redelivered (same id) and replayed (new id): still one email, one notification.
    const again = [
      await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_PUBLISHED, data, { id }),
      await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_PUBLISHED, data),
    ];
    await handled([...new Set([id, ...again])]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [emails, notes] = await rowsFor(data.propertyId);
    expect(emails).toHaveLength(1);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      user_id: host.userId,
      type: 'listing_published',
      title: 'Tu anuncio está publicado',
      link: `/property/${data.propertyId}`,
    });
  });

  it("sends nothing for an import (the demo seed) or an event from before 'by'", async () => {
    const host = identity.add({
      email: `seed-${randomUUID().slice(0, 8)}@example.cl`,
      firstName: 'Seed',
      locale: 'en',
    });
    const imported = published(host.userId, 'import');
    const old = published(host.userId);
    const ids = [
      await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_PUBLISHED, imported),
      await publishEvent(service.ctx.nc, prefix, ListingEvents.PROPERTY_PUBLISHED, old),
    ];
    await handled(ids);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const data of [imported, old]) {
      const [emails, notes] = await rowsFor(data.propertyId);
      expect(emails).toEqual([]);
      expect(notes).toEqual([]);
    }
  });
});

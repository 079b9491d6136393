import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ClaimEvents, type UserContactReply } from '@arrendo/contracts';
import type { RunningService } from '@arrendo/kit';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniquePrefix,
  waitFor,
} from '@arrendo/kit/testing';
import type { TestDatabase } from '@arrendo/kit/testing';
import { FakeIdentity } from '@arrendo/identity/testing';
import type { DB } from '../src/db/types.js';
import type { EmailEnv } from '../src/env.js';
import { messageRecipients } from '../src/handlers/events/claims.js';
import { startWorkerApp, type WorkerApp } from '../src/worker-app.js';
import { publishEvent, sentEmailRow, startNotificationService } from '../src/testing/helpers.js';

/**
 * Decision 0051: claim events reach the sides in the app and by email, in their language: the
 * guest on opening (amount, description, how to answer), whoever a message is for, both sides on
 * a decision (the guest what they owe). Each once, however often the event arrives.
 */
describe('damage claim notifications', () => {
  const prefix = uniquePrefix();
  let testDb: TestDatabase;
  let service: RunningService<DB, EmailEnv>;
  let worker: WorkerApp;
  let identity: FakeIdentity;
  let host: UserContactReply;
  let guest: UserContactReply;

  beforeAll(async () => {
    testDb = await createTestDatabase('notifclaims');
    const env = testEnv({ databaseUrl: testDb.url, prefix, EMAIL_BACKOFF_MS: '50' });
    identity = new FakeIdentity(env);
    await identity.start();
    service = await startNotificationService(env);
    worker = await startWorkerApp({ ...env, SMTP_URL: '', PUBLIC_URL: 'https://arrendo.test' });
    host = identity.add({
      email: `host-${randomUUID().slice(0, 8)}@example.cl`,
      firstName: 'Hugo',
      locale: 'en',
    });
    guest = identity.add({
      email: `ana-${randomUUID().slice(0, 8)}@example.cl`,
      firstName: 'Ana',
      locale: 'es',
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await service?.stop();
    await identity?.stop();
    await deleteStreams(prefix);
    await testDb?.drop();
  });

  const facts = () => ({
    claimId: randomUUID(),
    bookingId: randomUUID(),
    propertyId: randomUUID(),
    listingTitle: 'Casa en Pucón',
    hostId: host.userId,
    guestId: guest.userId,
    amount: 80_000,
    currency: 'CLP' as const,
  });
  const handled = (eventIds: string[]) =>
    waitFor(async () => {
      const rows = await sql<{ n: string }>`
        select count(*) as n from inbox where event_id in (${sql.join(eventIds)})`.execute(
        service.ctx.db,
      );
      return Number(rows.rows[0]?.n) === eventIds.length;
    }, 20_000);
  const notesOf = (userId: string, claimId: string) =>
    service.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where(sql<boolean>`data->>'claimId' = ${claimId}`)
      .orderBy('created_at')
      .execute();

  it('tells the guest a claim was opened, once, in Spanish with the amount and how to answer', async () => {
    const data = {
      ...facts(),
      description: 'La mesa de vidrio quedó <rota>.',
      photoCount: 2,
      openedAt: new Date().toISOString(),
    };
    const id = await publishEvent(service.ctx.nc, prefix, ClaimEvents.OPENED, data);
    const email = await sentEmailRow(
      service.ctx.db,
      `claim-opened-${data.claimId}-${guest.userId}`,
    );
    expect(email).toMatchObject({ to: guest.email, template: 'claim-opened', locale: 'es' });
    expect(email.subject).toBe('Reclamo por daños de tu anfitrión: Casa en Pucón');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain('CLP$80.000');
    expect(email.text).toContain('La mesa de vidrio quedó <rota>.');
    expect(email.html).toContain('&lt;rota&gt;');
    expect(email.text).toContain(`https://arrendo.test/claims/${data.claimId}`);

    const again = await publishEvent(service.ctx.nc, prefix, ClaimEvents.OPENED, data);
    await handled([id, again]);
    const notes = await notesOf(guest.userId, data.claimId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'claim_opened',
      title: 'Tu anfitrión abrió un reclamo por daños',
      link: `/claims/${data.claimId}`,
    });
    // The host opened it: nothing for them.
    expect(await notesOf(host.userId, data.claimId)).toEqual([]);
  });

  it('tells whoever a message is for, never its author', async () => {
    expect(messageRecipients('guest', 'both')).toEqual(['host']);
    expect(messageRecipients('host', 'both')).toEqual(['guest']);
    expect(messageRecipients('admin', 'guest')).toEqual(['guest']);
    expect(messageRecipients('admin', 'both')).toEqual(['host', 'guest']);

    const claim = facts();
    const answer = {
      ...claim,
      messageId: randomUUID(),
      authorRole: 'guest' as const,
      authorId: guest.userId,
      to: 'both' as const,
      sentAt: new Date().toISOString(),
    };
    const ask = {
      ...answer,
      messageId: randomUUID(),
      authorRole: 'admin' as const,
      authorId: randomUUID(),
      to: 'guest' as const,
    };
    const ids = [
      await publishEvent(service.ctx.nc, prefix, ClaimEvents.MESSAGE_ADDED, answer),
      await publishEvent(service.ctx.nc, prefix, ClaimEvents.MESSAGE_ADDED, ask),
    ];
    const toHost = await sentEmailRow(
      service.ctx.db,
      `claim-message-${answer.messageId}-${host.userId}`,
    );
    expect(toHost.subject).toBe('Your guest wrote on the claim: Casa en Pucón');
    const toGuest = await sentEmailRow(
      service.ctx.db,
      `claim-message-${ask.messageId}-${guest.userId}`,
    );
    expect(toGuest.subject).toBe('Arrendo te pregunta sobre un reclamo: Casa en Pucón');
    await handled(ids);
    expect((await notesOf(host.userId, claim.claimId)).map((n) => n.type)).toEqual([
      'claim_message',
    ]);
    expect((await notesOf(guest.userId, claim.claimId)).map((n) => n.type)).toEqual([
      'claim_message',
    ]);
  });

  it('tells both sides of an approval: the host of the payout, the guest what they owe', async () => {
    const data = {
      ...facts(),
      approvedAmount: 45_000,
      startsAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      note: 'Half the table.',
      decidedBy: randomUUID(),
      decidedAt: new Date().toISOString(),
    };
    const id = await publishEvent(service.ctx.nc, prefix, ClaimEvents.APPROVED, data);
    const toHost = await sentEmailRow(
      service.ctx.db,
      `claim-decided-${data.claimId}-${host.userId}`,
    );
    expect(toHost.subject).toBe('Your claim was approved');
    expect(toHost.text).toContain('CLP$45,000');
    expect(toHost.text).toContain('next payout');
    expect(toHost.text).toContain('Half the table.');
    const toGuest = await sentEmailRow(
      service.ctx.db,
      `claim-decided-${data.claimId}-${guest.userId}`,
    );
    expect(toGuest.subject).toBe('Debes CLP$45.000 por daños');
    expect(toGuest.text).toContain('No se cobra automáticamente a tu tarjeta');
    // Redelivered (same id) and replayed (a new envelope): still one of each.
    await publishEvent(service.ctx.nc, prefix, ClaimEvents.APPROVED, data, { id });
    const replay = await publishEvent(service.ctx.nc, prefix, ClaimEvents.APPROVED, data);
    await handled([id, replay]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await notesOf(guest.userId, data.claimId)).toHaveLength(1);
    expect(await notesOf(host.userId, data.claimId)).toHaveLength(1);
  });

  it('tells both sides of a rejection with the note, and the guest of a withdrawal', async () => {
    const rejected = {
      ...facts(),
      note: 'The photos show wear, not damage.',
      decidedBy: randomUUID(),
      decidedAt: new Date().toISOString(),
    };
    await publishEvent(service.ctx.nc, prefix, ClaimEvents.REJECTED, rejected);
    const toHost = await sentEmailRow(
      service.ctx.db,
      `claim-decided-${rejected.claimId}-${host.userId}`,
    );
    expect(toHost.subject).toBe('The claim was rejected');
    expect(toHost.text).toContain('The photos show wear, not damage.');
    const toGuest = await sentEmailRow(
      service.ctx.db,
      `claim-decided-${rejected.claimId}-${guest.userId}`,
    );
    expect(toGuest.subject).toBe('El reclamo fue rechazado');

    const withdrawn = { ...facts(), withdrawnAt: new Date().toISOString() };
    const id = await publishEvent(service.ctx.nc, prefix, ClaimEvents.WITHDRAWN, withdrawn);
    const email = await sentEmailRow(
      service.ctx.db,
      `claim-decided-${withdrawn.claimId}-${guest.userId}`,
    );
    expect(email.subject).toBe('Tu anfitrión retiró el reclamo');
    await handled([id]);
    expect(await notesOf(host.userId, withdrawn.claimId)).toEqual([]);
  });
});

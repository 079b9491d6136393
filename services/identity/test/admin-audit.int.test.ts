import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  AdminActionEvents,
  IdentityRpc,
  type AdminActionInput,
  type AdminAuditRequest,
  type IdentitySession,
  type ServiceName,
} from '@arrendo/contracts';
import { subjectFor } from '@arrendo/kit';
import { errorOf, waitFor } from '@arrendo/kit/testing';
import { AdminAuditRepository } from '../src/repositories/admin-audit.repository.js';
import { actorOf, signUp, startIdentity, uniqueEmail, type IdentityHarness } from './helpers.js';

const TOKEN = 'identity-audit-bootstrap-token';

let harness: IdentityHarness;
let admin: IdentitySession;
let other: IdentitySession;

beforeAll(async () => {
  harness = await startIdentity({ ADMIN_BOOTSTRAP_TOKEN: TOKEN }, { booking: true });
  admin = await signUp(harness, uniqueEmail('audit-admin'));
  // Identity decides the role from the database: the session's own roles may stay stale.
  await harness.call(IdentityRpc.bootstrapAdmin, { token: TOKEN }, actorOf(admin));
  other = await signUp(harness, uniqueEmail('audit-user'));
});

afterAll(async () => {
  await harness?.stop();
});

const audit = (request: AdminAuditRequest = {}) =>
  harness.call(IdentityRpc.adminAudit, request, actorOf(admin));

/** An admin-action envelope as a service's outbox relay publishes it. */
function envelope(service: ServiceName, data: Partial<AdminActionInput>, occurredAt: string) {
  return {
    id: randomUUID(),
    type: AdminActionEvents[service].subject,
    version: 1,
    occurredAt,
    data: {
      actorId: admin.user.id,
      action: `${service}.thing.change`,
      target: { type: 'thing', id: randomUUID() },
      before: null,
      after: { changed: true },
      ...data,
    },
  };
}

async function rowCount(id: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from admin_audit where id = ${id}`.execute(harness.service.ctx.db);
  return rows[0]?.n ?? 0;
}

describe('the admin audit log', () => {
  it('records the bootstrap and a change of roles, with who, what, before and after', async () => {
    await harness.call(
      IdentityRpc.setRoles,
      { userId: other.user.id, roles: ['admin'] },
      actorOf(admin),
    );
    // The same roles again change nothing, so they add no line.
    await harness.call(
      IdentityRpc.setRoles,
      { userId: other.user.id, roles: ['admin'] },
      actorOf(admin),
    );
    const page = await waitFor(async () => {
      const found = await audit({ action: 'identity.user' });
      return found.items.length >= 2 ? found : undefined;
    });
    expect(page.items).toHaveLength(2);
    const [setRoles, bootstrap] = page.items;
    expect(setRoles).toMatchObject({
      service: 'identity',
      action: 'identity.user.setRoles',
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      target: { type: 'user', id: other.user.id },
      before: { roles: [] },
      after: { roles: ['admin'] },
      reason: null,
    });
    expect(bootstrap).toMatchObject({
      action: 'identity.user.bootstrapAdmin',
      target: { type: 'user', id: admin.user.id },
      before: { roles: [] },
      after: { roles: ['admin'] },
    });
    // Demote again: the other tests want a single admin.
    await harness.call(IdentityRpc.setRoles, { userId: other.user.id, roles: [] }, actorOf(admin));
  });

  it('stores a redelivered event once', async () => {
    const event = envelope(
      'payment',
      { action: 'payment.payout.markPaid' },
      new Date().toISOString(),
    );
    const js = harness.service.ctx.nc.jetstream();
    const subject = subjectFor(harness.prefix, event.type);
    const body = new TextEncoder().encode(JSON.stringify(event));
    // Two copies on the stream, as a publisher retrying after a lost ack would leave.
    await js.publish(subject, body);
    await js.publish(subject, body);
    await waitFor(async () => (await rowCount(event.id)) === 1);
    // An operator's replay of the same event is a duplicate too.
    expect(await harness.service.ctx.events.replay(event.type, event)).toBe('duplicate');
    // And the table itself refuses a second copy under the same id.
    const inserted = await new AdminAuditRepository(harness.service.ctx.db).insert({
      id: event.id,
      service: 'payment',
      occurredAt: event.occurredAt,
      record: { ...event.data, reason: null, ip: null },
    });
    expect(inserted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rowCount(event.id)).toBe(1);
  });

  it('refuses UPDATE, DELETE and TRUNCATE, even from the service itself', async () => {
    const db = harness.service.ctx.db;
    const event = envelope('listing', {}, new Date().toISOString());
    expect(await harness.service.ctx.events.replay(event.type, event)).toBe('handled');
    await expect(
      sql`update admin_audit set reason = 'edited' where id = ${event.id}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from admin_audit where id = ${event.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`truncate admin_audit`.execute(db)).rejects.toThrow(/append-only/);
    expect(await rowCount(event.id)).toBe(1);
  });

  it('is for admins only, checked from the database', async () => {
    for (const actor of [
      actorOf(other),
      // Claiming the role in the envelope does not help.
      { userId: other.user.id, roles: ['admin' as const] },
    ]) {
      const error = await errorOf(harness.call(IdentityRpc.adminAudit, {}, actor));
      expect(error.code).toBe('FORBIDDEN');
    }
    const anonymous = await errorOf(harness.call(IdentityRpc.adminAudit, {}));
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('filters by action, service, actor, target and time, newest first, a page at a time', async () => {
    const ghost = randomUUID();
    const target = randomUUID();
    const events = [
      envelope(
        'booking',
        { action: 'booking.settings.update', target: { type: 'settings', id: target } },
        '2030-01-01T10:00:00.000Z',
      ),
      envelope(
        'booking',
        { action: 'booking.settings.update', target: { type: 'settings', id: target } },
        '2030-01-02T10:00:00.000Z',
      ),
      envelope(
        'pricing',
        { action: 'pricing.settings.update', actorId: ghost },
        '2030-01-03T10:00:00.000Z',
      ),
      envelope('booking', { action: 'booking.settingsx.update' }, '2030-01-04T10:00:00.000Z'),
    ];
    for (const event of events) {
      expect(await harness.service.ctx.events.replay(event.type, event)).toBe('handled');
    }
    const ids = (items: { id: string }[]) => items.map((item) => item.id);
    const [first, second, third, fourth] = events.map((e) => e.id);

    // A prefix matches whole words only: `booking.settings` is not `booking.settingsx`.
    expect(ids((await audit({ action: 'booking.settings' })).items)).toEqual([second, first]);
    expect(ids((await audit({ service: 'pricing', from: '2030-01-01T00:00:00Z' })).items)).toEqual([
      third,
    ]);
    expect(ids((await audit({ targetType: 'settings', targetId: target })).items)).toEqual([
      second,
      first,
    ]);
    expect(
      ids((await audit({ from: '2030-01-02T00:00:00Z', to: '2030-01-04T00:00:00Z' })).items),
    ).toEqual([third, second]);
    // An actor by id, or by their email in any case; an unknown account's entries show no email.
    const byGhost = await audit({ actor: ghost });
    expect(ids(byGhost.items)).toEqual([third]);
    expect(byGhost.items[0]?.actorEmail).toBe('');
    const byEmail = await audit({
      actor: admin.user.email.toUpperCase(),
      from: '2030-01-01T00:00:00Z',
    });
    expect(ids(byEmail.items)).toEqual([fourth, second, first]);
    expect(await audit({ actor: 'nobody@example.com' })).toEqual({ items: [], nextCursor: null });

    // Pages follow the cursor without gaps or repeats.
    const from = '2030-01-01T00:00:00Z';
    const one = await audit({ from, limit: 3 });
    expect(ids(one.items)).toEqual([fourth, third, second]);
    expect(one.nextCursor).not.toBeNull();
    const two = await audit({ from, limit: 3, cursor: one.nextCursor ?? '' });
    expect(ids(two.items)).toEqual([first]);
    expect(two.nextCursor).toBeNull();

    const reversed = await errorOf(
      audit({ from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' }),
    );
    expect(reversed.code).toBe('VALIDATION');
    const badCursor = await errorOf(audit({ cursor: 'bm9wZQ' }));
    expect(badCursor.code).toBe('VALIDATION');
  });

  it("keeps a deleted admin's entries, without their email", async () => {
    const gone = await signUp(harness, uniqueEmail('audit-gone'));
    const event = envelope('messaging', { actorId: gone.user.id }, '2031-01-01T00:00:00.000Z');
    await harness.service.ctx.events.replay(event.type, event);
    expect((await audit({ actor: gone.user.id })).items[0]?.actorEmail).toBe(gone.user.email);
    await harness.call(IdentityRpc.deleteUser, { password: 'Str0ng!pass' }, actorOf(gone));
    const after = await audit({ actor: gone.user.id });
    expect(after.items.map((item) => item.id)).toEqual([event.id]);
    expect(after.items[0]?.actorEmail).toBe('');
    expect(await rowCount(event.id)).toBe(1);
  });
});

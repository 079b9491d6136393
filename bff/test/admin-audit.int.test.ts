import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AdminAuditResponse, AdminUser } from '@arrendo/contracts';
import { uniquePrefix, waitFor } from '@arrendo/kit/testing';
import { becomeAdmin, CSRF, signUp, type Jar } from './accounts.js';
import { buildTestApp } from './helper.js';
import { startIdentity } from './identity-service.js';

const PASSWORD = 'admin-audit-password';

/**
 * The audit log end to end: an admin's change goes through the BFF to identity, out through its
 * outbox and JetStream, back into identity's append-only log, and out again on `/api/admin/audit`.
 */
describe('BFF admin audit route', () => {
  const prefix = uniquePrefix();
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let app: FastifyInstance;
  let admin: Jar;
  let user: Jar;
  let adminEmail: string;
  let userId: string;

  beforeAll(async () => {
    identity = await startIdentity(prefix, { notificationEnv: { LOG_LEVEL: 'error' } });
    app = await buildTestApp({
      NATS_SUBJECT_PREFIX: prefix,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'error',
    });
    adminEmail = 'audit-admin@example.com';
    admin = await becomeAdmin(app, await signUp(app, identity, adminEmail, PASSWORD));
    user = await signUp(app, identity, 'audit-user@example.com', PASSWORD);
    const me = await app.inject({ method: 'GET', url: '/api/me', cookies: user });
    expect(me.statusCode, me.body).toBe(200);
    userId = (me.json() as { user: { id: string } }).user.id;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
  });

  const auditPage = async (query: string, jar: Jar = admin) =>
    app.inject({ method: 'GET', url: `/api/admin/audit${query}`, cookies: jar });

  it("shows an admin's role change with before, after and the admin's email", async () => {
    const set = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${userId}/roles`,
      payload: { roles: ['admin'] },
      cookies: admin,
      headers: CSRF,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as AdminUser).roles).toEqual(['admin']);

    const entry = await waitFor(async () => {
      const res = await auditPage('?action=identity.user.setRoles');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AdminAuditResponse).items.find((e) => e.target.id === userId);
    });
    expect(entry).toMatchObject({
      service: 'identity',
      action: 'identity.user.setRoles',
      actorEmail: adminEmail,
      target: { type: 'user', id: userId },
      before: { roles: [] },
      after: { roles: ['admin'] },
    });
    // The BFF's view of the client's address travels with the actor into the log.
    expect(entry.ip).toEqual(expect.any(String));

    // Filters: by the admin's email, by the service; a prefix that matches nothing is empty.
    const byActor = (await auditPage(`?actor=${encodeURIComponent(adminEmail)}`)).json();
    expect((byActor as AdminAuditResponse).items.map((e) => e.action)).toEqual([
      'identity.user.setRoles',
      'identity.user.bootstrapAdmin',
    ]);
    const byTarget = (await auditPage(`?targetType=user&targetId=${userId}`)).json();
    expect((byTarget as AdminAuditResponse).items).toHaveLength(1);
    const elsewhere = (await auditPage('?service=payment')).json();
    expect(elsewhere).toEqual({ items: [], nextCursor: null });

    // Demoted again, so the next test's user has no admin role.
    const unset = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${userId}/roles`,
      payload: { roles: [] },
      cookies: admin,
      headers: CSRF,
    });
    expect(unset.statusCode, unset.body).toBe(200);
    await waitFor(async () => {
      const res = (await auditPage(`?targetId=${userId}`)).json() as AdminAuditResponse;
      return res.items.length === 2;
    });
  });

  it('refuses visitors (401) and users without the admin role (403)', async () => {
    const anonymous = await auditPage('', {});
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    // The user's token was re-minted on the next request after the demotion: refused either way.
    const forbidden = await auditPage('', user);
    expect(forbidden.statusCode, forbidden.body).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
  });

  it('answers a malformed filter with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?action=identity.%25', 'action'],
      ['?from=yesterday', 'from'],
      ['?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 'to'],
      ['?cursor=bm9wZQ', 'cursor'],
    ] as const) {
      const res = await auditPage(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json().error), query).toContain(field);
    }
  });
});

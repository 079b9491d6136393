import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdentityRpc } from '@arrendo/contracts';
import { createLogger, RpcClient } from '@arrendo/kit';
import { deleteStreams, natsUrl, uniquePrefix } from '@arrendo/kit/testing';
import { sql } from 'kysely';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOSTS } from '../src/catalogue/hosts.js';
import type { SeedContext } from '../src/context.js';
import { DEMO_GUEST_EMAIL, DEMO_HOST_EMAIL } from '../src/demo-accounts.js';
import { seedHosts, type SeededHosts } from '../src/steps/hosts.js';
import { startIdentity, type RunningIdentity } from './identity-service.js';

const PASSWORD = 'Seed-Test-Demo-1';

describe('the hosts step against the identity service', () => {
  const prefix = uniquePrefix();
  let identity: RunningIdentity | undefined;
  let mediaDir: string;
  let nc: NatsConnection;
  let ctx: SeedContext;
  let first: SeededHosts;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'arrendo-seed-hosts-'));
    nc = await connect({ servers: natsUrl() });
    ctx = {
      client: new RpcClient({ nc, prefix, timeoutMs: 10_000 }),
      logger: createLogger({ name: 'seed-test', level: 'silent' }),
      mediaDir,
      publicMediaBase: '/media',
      now: new Date(),
      waitMs: 60_000,
      demoPassword: PASSWORD,
    };
  });

  afterAll(async () => {
    await identity?.stop();
    await nc?.close();
    await deleteStreams(prefix);
    await rm(mediaDir, { recursive: true, force: true });
  });

  const db = () => {
    if (!identity) throw new Error('identity not started');
    return identity.service.ctx.db;
  };

  it('waits for identity, then makes the 40 hosts and the guest as active users with avatars', async () => {
    // The seed starts first, as it may under the launcher: it has to wait, not fail.
    const seeding = seedHosts(ctx);
    await new Promise((resolve) => setTimeout(resolve, 500));
    identity = await startIdentity(prefix);
    first = await seedHosts(ctx).then(async (again) => {
      // Both runs raced the same start; together they made each person exactly once.
      const racing = await seeding;
      expect(again.hostIds).toEqual(racing.hostIds);
      expect(racing.created + again.created).toBe(41);
      return racing;
    });

    expect(first.hostIds).toHaveLength(40);
    expect(new Set(first.hostIds).size).toBe(40);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from users
      where status = 'active' and verified_at is not null`.execute(db());
    expect(rows[0]?.n).toBe(41);

    const avatars = await readdir(join(mediaDir, 'avatars'));
    expect(avatars.filter((f) => f.endsWith('.svg'))).toHaveLength(41);
    const host = await ctx.client.call(IdentityRpc.getPublicProfile, {
      userId: first.hostIds[5] ?? '',
    });
    expect(host.firstName).toBe(DEMO_HOSTS[5]?.firstName);
    expect(host.avatarUrl).toBe(`/media/avatars/${DEMO_HOSTS[5]?.avatarFile}`);
    expect(
      (await stat(join(mediaDir, 'avatars', DEMO_HOSTS[5]?.avatarFile ?? ''))).size,
    ).toBeLessThan(4096);
    expect(new Date(host.memberSince).getUTCFullYear()).toBeGreaterThanOrEqual(2019);
    expect(host.languages[0]).toBe('es');
  });

  it('the demo host (one of the hosts) and the demo guest sign in with the demo password', async () => {
    expect(first.demoHostId).toBe(first.hostIds[0]);
    const host = await ctx.client.call(IdentityRpc.login, {
      email: DEMO_HOST_EMAIL,
      password: PASSWORD,
    });
    expect(host.user.id).toBe(first.demoHostId);
    const guest = await ctx.client.call(IdentityRpc.login, {
      email: DEMO_GUEST_EMAIL,
      password: PASSWORD,
    });
    expect(guest.user.id).toBe(first.demoGuestId);
    expect(first.hostIds).not.toContain(guest.user.id);
    // The other hosts have no password at all.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from credentials`.execute(db());
    expect(rows[0]?.n).toBe(2);
  });

  it('a second run creates nothing, changes nothing and answers the same ids in order', async () => {
    const before = await sql<{ state: string }>`
      select string_agg(u.id || u.email || u.created_at || p.full_name || coalesce(p.about, '')
        || array_to_string(p.languages, ',') || coalesce(c.password_hash, ''), '|' order by u.id)
        as state
      from users u join profiles p on p.user_id = u.id
      left join credentials c on c.user_id = u.id`.execute(db());
    const again = await seedHosts({
      ...ctx,
      now: new Date(Date.now() + 86_400_000),
      demoPassword: 'A-Different-Password-2',
    });
    expect(again.created).toBe(0);
    expect(again.avatarsWritten).toBe(0);
    expect(again.hostIds).toEqual(first.hostIds);
    const after = await sql<{ state: string }>`
      select string_agg(u.id || u.email || u.created_at || p.full_name || coalesce(p.about, '')
        || array_to_string(p.languages, ',') || coalesce(c.password_hash, ''), '|' order by u.id)
        as state
      from users u join profiles p on p.user_id = u.id
      left join credentials c on c.user_id = u.id`.execute(db());
    expect(after.rows[0]?.state).toBe(before.rows[0]?.state);
  });
});

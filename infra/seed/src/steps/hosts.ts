import { AvatarUrl, IdentityRpc } from '@arrendo/contracts';
import { callAsSystem } from '../call-system.js';
import { DEMO_GUEST, DEMO_HOSTS, DEMO_HOST_IDS, type DemoPerson } from '../catalogue/hosts.js';
import type { SeedContext } from '../context.js';
import { DEFAULT_DEMO_PASSWORD, DEMO_HOST_EMAIL } from '../demo-accounts.js';
import { avatarPath, writeAvatars } from '../images/write-avatars.js';

export interface SeededHosts {
  /** Who hosts the demo listings; the listings step spreads the catalogue over them. */
  hostIds: readonly string[];
  /** The demo host one can sign in as (one of `hostIds`), and the demo guest. */
  demoHostId?: string;
  demoGuestId?: string;
  /** Accounts this run created (0 on every run after the first). */
  created: number;
  avatarsWritten: number;
}

/**
 * Step 1: the demo people, as real identity users made through `rpc.identity.user.provision`
 * (idempotent by email: a repeat answers the existing id and changes nothing). Avatars are
 * written first so no profile ever points at a missing file. Ids come back in DEMO_HOSTS' order,
 * so the catalogue gives every listing the same host on every run. Only the demo host and the
 * demo guest get a password; the other hosts could only sign in by code, at an unread address.
 */
export async function seedHosts(ctx: SeedContext): Promise<SeededHosts> {
  const people = [...DEMO_HOSTS, DEMO_GUEST];
  const avatarsWritten = await writeAvatars(ctx.mediaDir, people);
  const password = ctx.demoPassword ?? DEFAULT_DEMO_PASSWORD;

  let created = 0;
  const provision = async (person: DemoPerson, withPassword: boolean): Promise<string> => {
    const avatarUrl = AvatarUrl.safeParse(`${ctx.publicMediaBase}/${avatarPath(person)}`);
    const reply = await callAsSystem(ctx, IdentityRpc.provision, {
      email: person.email,
      ...(withPassword ? { password } : {}),
      firstName: person.firstName,
      lastName: person.lastName,
      about: person.about,
      // A media base the profile cannot point at (neither /media/… nor https) means no avatar:
      // the web falls back to the initial.
      ...(avatarUrl.success ? { avatarUrl: avatarUrl.data } : {}),
      languages: person.languages,
      locale: 'es',
      memberSince: earliest(person.memberSince, ctx.now),
    });
    if (reply.created) created++;
    return reply.userId;
  };

  // One at a time: the first call is also the wait for identity on a first start, and the
  // order of the ids must not depend on which reply came back first.
  const hostIds: string[] = [];
  for (const host of DEMO_HOSTS) {
    hostIds.push(await provision(host, host.email === DEMO_HOST_EMAIL));
  }
  const demoGuestId = await provision(DEMO_GUEST, true);
  const demoHostId = hostIds[DEMO_HOSTS.findIndex((h) => h.email === DEMO_HOST_EMAIL)];
  return {
    hostIds,
    ...(demoHostId ? { demoHostId } : {}),
    demoGuestId,
    created,
    avatarsWritten,
  };
}

/** Tests that run the listing service without identity: stand-in ids, no users. */
export function standInHosts(): SeededHosts {
  return { hostIds: DEMO_HOST_IDS, created: 0, avatarsWritten: 0 };
}

/** A member-since can never be after the seed's clock (identity refuses a future one). */
function earliest(iso: string, now: Date): string {
  return new Date(Math.min(Date.parse(iso), now.getTime())).toISOString();
}

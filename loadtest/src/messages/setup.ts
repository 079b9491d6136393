import { randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  IMPORT_BATCH_MAX,
  IdentityRpc,
  ListingRpc,
  type ImportedProperty,
} from '@arrendo/contracts';
import { createLogger, RpcClient } from '@arrendo/kit';
import { callAsSystem, createRng } from '@arrendo/seed';
import { connect } from 'nats';
import { signIn } from '../booking/setup.js';
import { postJson } from '../booking/http-holds.js';
import { listingGenerator } from '../dataset/listings.js';

export interface Person {
  id: string;
  cookie: string;
}

/** One host, one guest and their conversation about the host's one listing. */
export interface Pair {
  conversationId: string;
  guest: Person;
  host: Person;
}

export interface PairsOptions {
  url: string;
  natsUrl: string;
  prefix: string;
  pairs: number;
  now: Date;
}

/** Identity's password hashing is the slow part: a few at once, not hundreds. */
const PROVISION_AT_ONCE = 4;

async function inBatches<T, R>(items: readonly T[], size: number, f: (t: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(f))));
  }
  return out;
}

/**
 * `pairs` hosts with one published listing each and `pairs` guests, made through the services'
 * own commands (as the booking suite's cast: `rpc.identity.user.provision`, then
 * `rpc.listing.property.import`), all signed in through the BFF; then each guest opens the
 * conversation about their host's listing (`POST /api/messages/conversations`), as 'Contact
 * host' does. Everything is new each run.
 */
export async function makePairs(o: PairsOptions): Promise<Pair[]> {
  const runId = `${o.now.getTime().toString(36)}${randomBytes(3).toString('hex')}`;
  const domain = 'bench.arrendo.cl';
  const logins = Array.from({ length: o.pairs }, (_, n) => ({
    host: {
      email: `bench-msg-host-${runId}-${n}@${domain}`,
      password: randomBytes(18).toString('base64url'),
    },
    guest: {
      email: `bench-msg-guest-${runId}-${n}@${domain}`,
      password: randomBytes(18).toString('base64url'),
    },
  }));
  const nc = await connect({ servers: o.natsUrl, name: 'bench-messages' });
  const listingIds: string[] = [];
  const ids: { host: string; guest: string }[] = [];
  try {
    const ctx = {
      client: new RpcClient({ nc, prefix: o.prefix, timeoutMs: 60_000 }),
      logger: createLogger({ name: 'bench', level: 'warn' }),
      waitMs: 180_000,
    };
    const provision = (login: { email: string; password: string }, firstName: string, n: number) =>
      callAsSystem(ctx, IdentityRpc.provision, {
        ...login,
        firstName,
        lastName: `Bench ${n + 1}`,
        locale: 'es',
      }).then((reply) => reply.userId);
    ids.push(
      ...(await inBatches(
        logins.map((l, n) => ({ l, n })),
        PROVISION_AT_ONCE / 2,
        async ({ l, n }) => ({
          host: await provision(l.host, 'Anfitriona', n),
          guest: await provision(l.guest, 'Huésped', n),
        }),
      )),
    );
    const generator = listingGenerator({ now: o.now, publicMediaBase: '/media' });
    const rng = createRng(`bench-messages:${runId}`);
    const properties: ImportedProperty[] = ids.map(({ host }, i) => {
      const { property } = generator.listing(i);
      const id = rng.uuid();
      listingIds.push(id);
      return {
        ...property,
        id,
        hostId: host,
        title: `Bench ${runId} ${property.title}`.slice(0, 120),
      };
    });
    for (let i = 0; i < properties.length; i += IMPORT_BATCH_MAX) {
      await callAsSystem(ctx, ListingRpc.importProperties, {
        properties: properties.slice(i, i + IMPORT_BATCH_MAX),
      });
    }
  } finally {
    await nc.drain().catch(() => undefined);
  }

  const hostCookies = await signIn(
    o.url,
    logins.map((l) => l.host),
  );
  const guestCookies = await signIn(
    o.url,
    logins.map((l) => l.guest),
  );
  const agent = new http.Agent({ keepAlive: true });
  try {
    return await inBatches(ids, PROVISION_AT_ONCE, async (pair) => {
      const n = ids.indexOf(pair);
      const guestCookie = guestCookies[n] ?? '';
      const response = await postJson(agent, o.url, {
        path: '/api/messages/conversations',
        body: { listingId: listingIds[n] },
        headers: { cookie: guestCookie },
      });
      if (response.status !== 200) {
        throw new Error(
          `opening a conversation answered ${response.status}: ${response.text.slice(0, 300)}`,
        );
      }
      const { id } = JSON.parse(response.text) as { id: string };
      return {
        conversationId: id,
        guest: { id: pair.guest, cookie: guestCookie },
        host: { id: pair.host, cookie: hostCookies[n] ?? '' },
      };
    });
  } finally {
    agent.destroy();
  }
}

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  IMPORT_BATCH_MAX,
  IdentityRpc,
  ListingRpc,
  type ImportedProperty,
} from '@arrendo/contracts';
import { createLogger, RpcClient } from '@arrendo/kit';
import { connect } from 'nats';
import { callAsSystem, createRng } from '@arrendo/seed';
import { listingGenerator } from '../dataset/listings.js';
import { cookieHeader, postJson } from './http-holds.js';
import type { HoldListing } from './slots.js';

export interface BookingCast {
  /** Tags this run's accounts and listings (none of them is reused by another run). */
  runId: string;
  hostId: string;
  /** The host signs in too (the host suite reads their dashboard). */
  host: { email: string; password: string };
  listings: HoldListing[];
  guests: { id: string; email: string; password: string }[];
}

export interface CastOptions {
  natsUrl: string;
  prefix: string;
  listings: number;
  guests: number;
  now: Date;
}

/**
 * The people and listings of one booking run, made through the services' own commands as the
 * demo seed makes its own (as the system actor): a host and `guests` guests with a password
 * (`rpc.identity.user.provision`: real identity users), and `listings` published listings with
 * instant book on, half homes and half hourly spaces (`rpc.listing.property.import`), shaped by
 * the search bench's generator. Everything is new each run: a run's holds can never meet an
 * earlier run's (still pending for 15 minutes), and a guest's password is never known twice.
 */
export async function makeCast(options: CastOptions): Promise<BookingCast> {
  const runId = `${options.now.getTime().toString(36)}${randomBytes(3).toString('hex')}`;
  const nc = await connect({ servers: options.natsUrl, name: 'bench-booking' });
  try {
    const ctx = {
      client: new RpcClient({ nc, prefix: options.prefix, timeoutMs: 60_000 }),
      logger: createLogger({ name: 'bench', level: 'warn' }),
      waitMs: 180_000,
    };
    const domain = 'bench.arrendo.cl';
    const hostLogin = {
      email: `bench-host-${runId}@${domain}`,
      password: randomBytes(18).toString('base64url'),
    };
    const host = await callAsSystem(ctx, IdentityRpc.provision, {
      ...hostLogin,
      firstName: 'Anfitriona',
      lastName: 'Bench',
      locale: 'es',
    });
    const guests: BookingCast['guests'] = [];
    for (let n = 0; n < options.guests; n++) {
      const email = `bench-guest-${runId}-${n}@${domain}`;
      const password = randomBytes(18).toString('base64url');
      const reply = await callAsSystem(ctx, IdentityRpc.provision, {
        email,
        password,
        firstName: 'Huésped',
        lastName: `Bench ${n + 1}`,
        locale: 'es',
      });
      guests.push({ id: reply.userId, email, password });
    }

    const generator = listingGenerator({ now: options.now, publicMediaBase: '/media' });
    const rng = createRng(`bench-booking:${runId}`);
    const properties: ImportedProperty[] = [];
    for (let i = 0; i < options.listings; i++) {
      // Even indexes are homes, odd ones hourly spaces (the generator's rule).
      const { property } = generator.listing(i);
      properties.push({
        ...property,
        id: rng.uuid(),
        hostId: host.userId,
        title: `Bench ${runId} ${property.title}`.slice(0, 120),
        instantBook: true,
        // The bench's hourly holds are 2 hours: a shorter minimum lets every one of them pass.
        ...(property.listingType === 'experience' ? { minHours: 1 } : {}),
      });
    }
    for (let i = 0; i < properties.length; i += IMPORT_BATCH_MAX) {
      await callAsSystem(ctx, ListingRpc.importProperties, {
        properties: properties.slice(i, i + IMPORT_BATCH_MAX),
      });
    }
    return {
      runId,
      hostId: host.userId,
      host: hostLogin,
      listings: properties.map((p) => ({ id: p.id, listingType: p.listingType })),
      guests,
    };
  } finally {
    await nc.drain().catch(() => undefined);
  }
}

/**
 * Signs each guest in through the BFF (`POST /api/auth/login`) and returns the session cookies
 * a browser would then send. A 429 (the per-address login limit of a running system) waits as
 * long as Retry-After says and tries again.
 */
export async function signIn(
  url: string,
  guests: readonly { email: string; password: string }[],
): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const cookies: string[] = [];
    for (const guest of guests) {
      for (let attempt = 1; ; attempt++) {
        const response = await postJson(agent, url, {
          path: '/api/auth/login',
          body: { email: guest.email, password: guest.password },
        });
        if (response.status === 200) {
          const cookie = cookieHeader(response.setCookies);
          if (cookie === '') throw new Error(`log-in of ${guest.email} set no session cookie`);
          cookies.push(cookie);
          break;
        }
        if (response.status === 429 && attempt <= 5) {
          const retryAfter = response.retryAfter ?? 60;
          console.log(`  log-in limited (429): waiting ${retryAfter} s…`);
          await sleep(retryAfter * 1000);
          continue;
        }
        throw new Error(
          `log-in of ${guest.email} answered ${response.status}: ${response.text.slice(0, 300)}`,
        );
      }
    }
    return cookies;
  } finally {
    agent.destroy();
  }
}

import { createHmac } from 'node:crypto';
import { ANONYMOUS, AppError, IdentityRpc, SYSTEM_ACTOR } from '@arrendo/contracts';
import type { RpcClient } from '@arrendo/kit';
import { CookieJar } from '../engine/http.js';

/** Test accounts live here: never a real person's address. */
export const STRESS_EMAIL_DOMAIN = 'stress.arrendo.cl';

/** Identity hashes each password: a few at once, not hundreds. */
const AT_ONCE = 4;

export interface Person {
  id: string;
  email: string;
}

export interface SignedIn extends Person {
  /** The session as the BFF keeps it: cookies to send, rotated as the BFF answers. */
  jar: CookieJar;
}

/**
 * A test account's password, derived from the run's secret: the run keeps only the secret, so
 * whoever cleans up (the run itself, or the sweep after a crash) can sign in as each account
 * and delete it, and no password is ever stored.
 */
export function passwordFor(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email).digest('base64url');
}

export function emailFor(runTag: string, role: string, n: number): string {
  return `stress-${role}-${runTag}-${n}@${STRESS_EMAIL_DOMAIN}`;
}

export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  f: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    const batch = items.slice(i, i + size);
    out.push(...(await Promise.all(batch.map((item, j) => f(item, i + j)))));
  }
  return out;
}

/** New accounts through identity's own command, as the demo seed makes its own (system actor). */
export async function provisionPeople(
  client: RpcClient,
  options: { runTag: string; secret: string; role: 'host' | 'guest'; count: number },
): Promise<Person[]> {
  const emails = Array.from({ length: options.count }, (_, n) =>
    emailFor(options.runTag, options.role, n),
  );
  return inBatches(emails, AT_ONCE, async (email, n) => {
    const reply = await client.call(
      IdentityRpc.provision,
      {
        email,
        password: passwordFor(options.secret, email),
        firstName: options.role === 'host' ? 'Anfitriona' : 'Huésped',
        lastName: `Stress ${n + 1}`,
        locale: 'es',
      },
      { actor: SYSTEM_ACTOR },
    );
    return { id: reply.userId, email };
  });
}

/**
 * Signs each person in with identity's own log-in (not the BFF's per-address limited form:
 * a run signs in dozens of people from one address), then makes one request through the BFF
 * with the refresh cookie, as a browser coming back would: the BFF answers with the access
 * cookie and a rotated refresh cookie, which the jar keeps from then on.
 */
export async function signInPeople(
  client: RpcClient,
  people: readonly Person[],
  options: { secret: string; baseUrl: string; refreshCookie: string },
): Promise<SignedIn[]> {
  return inBatches(people, AT_ONCE, async (person) => {
    const session = await client.call(
      IdentityRpc.login,
      { email: person.email, password: passwordFor(options.secret, person.email) },
      { actor: ANONYMOUS },
    );
    const jar = new CookieJar();
    jar.set(options.refreshCookie, session.refreshToken);
    const response = await fetch(new URL('/api/me', options.baseUrl), {
      headers: { cookie: jar.header() },
      signal: AbortSignal.timeout(30_000),
    });
    await response.text();
    if (response.status !== 200) {
      throw new Error(`signing in ${person.email} through the BFF answered ${response.status}`);
    }
    jar.take(response.headers.getSetCookie());
    return { ...person, jar };
  });
}

/**
 * Deletes each account the way its owner would (`rpc.identity.user.delete` with its password):
 * identity asks booking to end its holds, and the listing service takes a deleted host's
 * listings down. An account already gone (a cleanup tried twice) counts as deleted.
 */
export async function deletePeople(
  client: RpcClient,
  people: readonly Person[],
  secret: string,
): Promise<string[]> {
  const problems: string[] = [];
  await inBatches(people, AT_ONCE, async (person) => {
    try {
      await client.call(
        IdentityRpc.deleteUser,
        { password: passwordFor(secret, person.email) },
        { actor: { userId: person.id, roles: [] } },
      );
    } catch (error) {
      if (AppError.isAppError(error) && ['UNAUTHENTICATED', 'NOT_FOUND'].includes(error.code)) {
        return;
      }
      problems.push(`${person.email}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return problems;
}

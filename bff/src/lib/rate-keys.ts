import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * What the auth rate limits count by. One IPv6 customer is handed a whole /64 (or more), so an
 * address inside it is no identity: count the /64, as @fastify/rate-limit's own default does.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIP(request.ip, 64);
}

/** Bodies are validated before preHandlers run, so `email` is already trimmed and lower-cased. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  return (request.body as { email?: string } | undefined)?.email;
}

export const byIp = (request: FastifyRequest): string => clientAddress(request);

/** The whole account, from anywhere: only for limits high enough that no one client fills them. */
export const byAccount = bodyEmail;

/** One account from one client: where a stranger's guessing is stopped without touching the owner. */
export function byAccountAndIp(request: FastifyRequest): string | undefined {
  const email = bodyEmail(request);
  return email === undefined ? undefined : `${email}|${clientAddress(request)}`;
}

export function byUser(request: FastifyRequest): string | undefined {
  return request.actor.userId ?? undefined;
}

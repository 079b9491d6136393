import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fieldError, IdempotencyKey, LIMITS } from '@arrendo/contracts';

/**
 * The intent's key for an idempotent command. The client's `Idempotency-Key` header wins (one
 * per attempt; validated). Without one, the key is derived from what the request means, so an
 * identical double submit is one command:
 * - a hold: the body and the current `pendingHoldMinutes` window, so the same dates submitted
 *   again while the first hold is alive return that hold, and a new try after it lapsed is a
 *   new hold (two submits straddling a window's edge are two attempts: the second finds the
 *   slot held and answers 409, as any other guest's would);
 * - the other commands (accept, decline, cancel with one expected refund): the intent within
 *   the current minute. A double click is one command; a later retry is a new one, so a refusal
 *   stored for an early click (the kit replays refusals for the key's lifetime) cannot stick to
 *   a booking whose state has moved on. Answering twice is harmless anyway: accepting or
 *   declining again returns the booking as it is, cancelling again is refused.
 * The kit scopes keys to the acting user and the subject, so no user can meet another's.
 */
export function idempotencyKeyOf(request: FastifyRequest, intent: string): string {
  const header = request.headers['idempotency-key'];
  if (header !== undefined) {
    const parsed = IdempotencyKey.safeParse(Array.isArray(header) ? header[0] : header);
    if (!parsed.success) {
      throw fieldError(
        'Idempotency-Key',
        'Use 8 to 128 letters, digits and . _ : - for the Idempotency-Key header.',
      );
    }
    return parsed.data;
  }
  return `auto:${createHash('sha256').update(intent).digest('base64url')}`;
}

/** The hold's derived intent: the canonical body within the current hold window. */
export function holdIntent(body: unknown, now = Date.now()): string {
  const windowMs = LIMITS.pendingHoldMinutes * 60_000;
  return `hold:${Math.floor(now / windowMs)}:${canonicalJson(body)}`;
}

/** An answer's or cancellation's derived intent, within the current minute. */
export function decisionIntent(intent: string, now = Date.now()): string {
  return `${intent}:${Math.floor(now / 60_000)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { IdentitySession } from '@arrendo/contracts';
import { clientAddress } from './rate-keys.js';

/**
 * The parallel requests of one page come from one browser: the same address (IPv6 /64) and the
 * very same User-Agent string. Anyone else presenting a just-rotated refresh token is treated as
 * what it looks like, a copy.
 */
export function clientFingerprint(request: Pick<FastifyRequest, 'ip' | 'headers'>): string {
  const agent = request.headers['user-agent'] ?? '';
  return createHash('sha256')
    .update(`${clientAddress(request)}\n${agent}`)
    .digest('base64url');
}

interface Stored {
  /** Fingerprint of the client whose refresh produced the session. */
  fp: string;
  session: IdentitySession;
}

/**
 * The result of one refresh, kept a few seconds (REFRESH_REUSE_WINDOW_SECONDS) for the same
 * client's parallel requests carrying the same, now rotated, token (decision 0005).
 *
 * The entry holds a live refresh token, so it is encrypted with a key derived from the token that
 * was presented: only someone holding that token can read it, not someone reading Redis (the
 * Redis key is a different hash of it).
 */
export class RefreshReuseCache {
  constructor(
    private readonly redis: Redis,
    private readonly options: { prefix: string; windowSeconds: number },
  ) {}

  keyOf(refreshToken: string): string {
    const id = createHash('sha256').update(refreshToken).digest('hex');
    return `${this.options.prefix}refreshed:${id}`;
  }

  /** The session this client's refresh produced a moment ago; nothing for another client. */
  async take(
    refreshToken: string,
    fingerprint: string,
    log: FastifyBaseLogger,
  ): Promise<IdentitySession | undefined> {
    if (this.options.windowSeconds <= 0) return undefined;
    let raw: string | null;
    try {
      raw = await this.redis.get(this.keyOf(refreshToken));
    } catch {
      return undefined;
    }
    if (!raw) return undefined;
    const stored = decrypt(refreshToken, raw);
    if (!stored) return undefined;
    if (stored.fp !== fingerprint) {
      log.warn('rotated refresh token presented by another client: treated as reuse');
      return undefined;
    }
    return stored.session;
  }

  async remember(
    refreshToken: string,
    fingerprint: string,
    session: IdentitySession,
    log: FastifyBaseLogger,
  ): Promise<void> {
    if (this.options.windowSeconds <= 0) return;
    const value = encrypt(refreshToken, { fp: fingerprint, session });
    await this.redis
      .set(this.keyOf(refreshToken), value, 'EX', this.options.windowSeconds)
      .catch((error: unknown) => log.warn({ err: error }, 'could not cache refresh result'));
  }
}

function keyFor(refreshToken: string): Buffer {
  return createHash('sha256').update('arrendo refresh-reuse key\0').update(refreshToken).digest();
}

function encrypt(refreshToken: string, stored: Stored): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(stored), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function decrypt(refreshToken: string, value: string): Stored | undefined {
  try {
    const [iv, tag, body] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', keyFor(refreshToken), iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(plain) as { fp?: unknown; session?: unknown };
    const session = IdentitySession.safeParse(parsed.session);
    if (typeof parsed.fp !== 'string' || !session.success) return undefined;
    return { fp: parsed.fp, session: session.data };
  } catch {
    return undefined;
  }
}

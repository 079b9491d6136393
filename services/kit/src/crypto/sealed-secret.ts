import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Short secrets (one-time codes) that must cross queues and streams without being readable
 * there: AES-256-GCM under a key shared by the producer and the one consumer that needs the
 * plain value, bound to a context (the code's id) through the additional authenticated data, so a
 * sealed value copied onto another record does not open. Format:
 * `v1.<key id>.<iv, base64url>.<ciphertext+tag, base64url>`.
 */
export interface Keyring {
  /** Seals new values. */
  current: { id: string; key: Buffer };
  /** Opens values sealed under any of them (the current one and those being retired). */
  keys: ReadonlyMap<string, Buffer>;
}

export class SealedSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedSecretError';
  }
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const VERSION = 'v1';

function decodeKey(encoded: string): Buffer {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(encoded)) throw new SealedSecretError('not base64url');
  const key = Buffer.from(encoded, 'base64url');
  if (key.length !== 32) throw new SealedSecretError(`must be 32 bytes, got ${key.length}`);
  return key;
}

/** A key without an explicit id gets one from its hash, so rotating still works. */
function derivedId(key: Buffer): string {
  return `k${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
}

/**
 * Reads a keyring from configuration: comma-separated `<id>:<32 bytes base64url>` (or a bare key,
 * whose id is derived from it). The first seals; all open. To rotate, put the new key first and
 * keep the old one until every value sealed under it has expired.
 */
export function parseKeyring(value: string): Keyring {
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new SealedSecretError('no key');
  const keys = new Map<string, Buffer>();
  let current: Keyring['current'] | undefined;
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const key = decodeKey(colon === -1 ? entry : entry.slice(colon + 1));
    const id = colon === -1 ? derivedId(key) : entry.slice(0, colon);
    if (!KEY_ID.test(id)) throw new SealedSecretError(`bad key id "${id}"`);
    if (keys.has(id)) throw new SealedSecretError(`key id "${id}" appears twice`);
    keys.set(id, key);
    current ??= { id, key };
  }
  return { current: current as Keyring['current'], keys };
}

/** The message a zod refinement shows when the value does not parse (never the value). */
export function keyringProblem(value: string): string | undefined {
  try {
    parseKeyring(value);
    return undefined;
  } catch (error) {
    return error instanceof SealedSecretError ? error.message : 'unreadable';
  }
}

/** A fresh `<id>:<key>` value, for launchers and operators generating one. */
export function generateKeyringValue(
  id = `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`,
): string {
  return `${id}:${randomBytes(32).toString('base64url')}`;
}

export function sealSecret(keyring: Keyring, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return [VERSION, keyring.current.id, iv.toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

/** The plain value; throws SealedSecretError for an unknown key, another context or tampering. */
export function openSecret(keyring: Keyring, sealed: string, context: string): string {
  const [version, id, ivText, bodyText, ...rest] = sealed.split('.');
  if (version !== VERSION || !id || !ivText || !bodyText || rest.length > 0) {
    throw new SealedSecretError('not a sealed value');
  }
  const key = keyring.keys.get(id);
  if (!key)
    throw new SealedSecretError(`sealed under key "${id}", which this process does not have`);
  const iv = Buffer.from(ivText, 'base64url');
  const body = Buffer.from(bodyText, 'base64url');
  if (iv.length !== 12 || body.length < 17) throw new SealedSecretError('not a sealed value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SealedSecretError('the sealed value does not open (tampered, or another context)');
  }
}

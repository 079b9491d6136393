import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
export function secretMatches(presented: string, expectedSha256Hex: string): boolean {
  const a = Buffer.from(sha256Hex(presented), 'hex');
  const b = Buffer.from(expectedSha256Hex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

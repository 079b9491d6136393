import { PHOTO_LIMITS } from '@arrendo/contracts';
import { photoRefused } from './errors.js';

const MIB = 1024 * 1024;

export function tooLarge(maxBytes: number = PHOTO_LIMITS.maxBytes) {
  return photoRefused(
    'too_large',
    `This photo is too large. The limit is ${Math.round(maxBytes / MIB)} MB per photo.`,
  );
}

/**
 * Reads a stream into memory, counting bytes as they come: past `maxBytes` it stops reading and
 * refuses, so an oversize upload never sits whole in memory.
 */
export async function readLimited(
  stream: AsyncIterable<Buffer | Uint8Array | string>,
  maxBytes: number = PHOTO_LIMITS.maxBytes,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    total += buf.length;
    if (total > maxBytes) throw tooLarge(maxBytes);
    chunks.push(buf);
  }
  return Buffer.concat(chunks, total);
}

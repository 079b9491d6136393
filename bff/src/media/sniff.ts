import type { PHOTO_LIMITS } from '@arrendo/contracts';

export type ImageType = (typeof PHOTO_LIMITS.acceptedTypes)[number];

/** Bytes needed to tell every accepted type apart. */
export const SNIFF_BYTES = 12;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/**
 * The image type from the file's first bytes, or null. The name and the declared content type
 * are the client's word and are ignored: a renamed text file or script is not an image.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < SNIFF_BYTES) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a box of type `ftyp` whose major brand says AVIF (image or sequence).
  if (ascii(bytes, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 4))) {
    return 'image/avif';
  }
  return null;
}

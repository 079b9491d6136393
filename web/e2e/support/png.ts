import { deflateSync } from 'node:zlib';

// Real image files for upload tests, made with Node alone: an RGB PNG whose pixels form a
// gradient, so each image differs and the server's decoder sees a genuine picture.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A `width`×`height` RGB PNG; `seed` shifts the colours. */
export function makePng(width: number, height: number, seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const i = y * row + 1 + x * 3;
      raw[i] = (x + seed * 40) & 0xff;
      raw[i + 1] = (y + seed * 70) & 0xff;
      raw[i + 2] = ((x + y) / 2 + seed * 90) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export function photoFiles(count: number, tag: string): FilePayload[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${tag}-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: makePng(480, 420, i + 1),
  }));
}

/**
 * Six photos told apart by their shape (width ÷ height 1.1, 1.2 … 1.6), the first the largest:
 * sent together, the later (smaller) ones would finish first, which is what reordered a host's
 * photos (issue 31).
 */
export const ORDERED_PHOTO_RATIOS = [1.1, 1.2, 1.3, 1.4, 1.5, 1.6] as const;
export function orderedPhotoFiles(tag: string): FilePayload[] {
  const widths = [2000, 1700, 1400, 1100, 900, 700];
  return ORDERED_PHOTO_RATIOS.map((ratio, i) => {
    const width = widths[i] ?? 700;
    return {
      name: `${tag}-p${i + 1}.png`,
      mimeType: 'image/png',
      buffer: makePng(width, Math.round(width / ratio), i + 1),
    };
  });
}

import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the spot, each exercising one rule of the upload pipeline. */

/** A photo-like gradient, so encoders have something to compress. */
export async function jpeg(
  width: number,
  height: number,
  options: { gps?: boolean; orientation?: number } = {},
) {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="0" width="${Math.floor(width / 2)}" height="${Math.floor(height / 3)}" fill="#e0a030"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 26/1 2/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '70/1 36/1 5/1',
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

export async function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .webp()
    .toBuffer();
}

export async function avif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#224488' } })
    .avif({ effort: 0 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header declaring `side` × `side` pixels over a few hundred
 * bytes of data. Decoding it would need gigabytes; the pipeline must refuse it from the header.
 */
export function pngBomb(side = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows = Buffer.alloc((side * 3 + 1) * 4); // the first rows only: the rest is "to come"
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const TEXT_FILE = Buffer.from('#!/bin/sh\necho "definitely not a photo"\n'.repeat(20));

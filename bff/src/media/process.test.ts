import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError, PHOTO_LIMITS } from '@arrendo/contracts';
import { jpeg, png, pngBomb, TEXT_FILE } from '../../test/images.js';
import { processPhoto } from './process.js';
import { readLimited } from './read-limited.js';

const PREFIX = 'listings/p/ph';

async function refusal(promise: Promise<unknown>): Promise<{ reason: unknown; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(AppError.isAppError(error), String(error)).toBe(true);
  const app = error as AppError;
  expect(app.code).toBe('VALIDATION');
  expect(app.details?.fields?.[0]?.path).toBe('photo');
  return { reason: app.details?.reason, message: app.message };
}

describe('processPhoto', () => {
  it('makes WebP renditions no wider than the original, and a tiny placeholder', async () => {
    const result = await processPhoto(await png(1200, 800), PREFIX);
    expect(result.renditions.map((r) => [r.key, r.width, r.height])).toEqual([
      [`${PREFIX}/320.webp`, 320, 213],
      [`${PREFIX}/640.webp`, 640, 427],
      [`${PREFIX}/1024.webp`, 1024, 683],
    ]);
    for (const r of result.renditions) {
      const meta = await sharp(r.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(r.width);
    }
    expect(result.placeholder).toMatch(/^data:image\/webp;base64,/);
    const tiny = Buffer.from(result.placeholder.split(',')[1] ?? '', 'base64');
    expect((await sharp(tiny).metadata()).width).toBe(16);
    expect(tiny.length).toBeLessThan(1000);
  });

  it('strips EXIF, GPS included', async () => {
    const original = await jpeg(1700, 1000, { gps: true });
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam'); // the test image really has it
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    const exif = before.exif ?? Buffer.alloc(0);
    expect(
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    const result = await processPhoto(original, PREFIX);
    expect(result.renditions.map((r) => r.width)).toEqual([320, 640, 1024, 1600]);
    for (const r of result.renditions) {
      const meta = await sharp(r.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(r.bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('turns the pixels upright from the EXIF orientation before dropping it', async () => {
    // Stored 800 × 500 with "rotate 90° clockwise": shown 500 wide and 800 tall.
    const result = await processPhoto(await jpeg(800, 500, { orientation: 6 }), PREFIX);
    expect(result.renditions.map((r) => [r.width, r.height])).toEqual([[320, 512]]);
    expect((await sharp(result.renditions[0]!.bytes).metadata()).orientation).toBeUndefined();
  });

  it('refuses a renamed text file as an unsupported type', async () => {
    const { reason, message } = await refusal(processPhoto(TEXT_FILE, PREFIX));
    expect(reason).toBe('unsupported_type');
    expect(message).toMatch(/JPEG, PNG, WebP or AVIF/);
  });

  it('refuses a photo too small to show', async () => {
    const { reason, message } = await refusal(processPhoto(await png(100, 100), PREFIX));
    expect(reason).toBe('too_small');
    expect(message).toContain('100 × 100');
    expect((await refusal(processPhoto(await png(1000, 399), PREFIX))).reason).toBe('too_small');
  });

  it('refuses a decompression bomb from its header, quickly and without decoding it', async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(10_000);
    const started = performance.now();
    const { reason, message } = await refusal(processPhoto(bomb, PREFIX));
    expect(reason).toBe('too_many_pixels');
    expect(message).toContain('30000 × 30000');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a damaged image as unreadable', async () => {
    const whole = await jpeg(900, 600);
    const { reason } = await refusal(processPhoto(whole.subarray(0, whole.length / 2), PREFIX));
    expect(reason).toBe('unreadable');
    const header = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(40),
    ]);
    expect((await refusal(processPhoto(header, PREFIX))).reason).toBe('unreadable');
  });
});

describe('readLimited', () => {
  it('reads up to the limit', async () => {
    const bytes = await readLimited(Readable.from([Buffer.alloc(10), Buffer.alloc(5)]), 15);
    expect(bytes.length).toBe(15);
  });

  it('refuses an oversize upload as soon as it passes the limit', async () => {
    let produced = 0;
    const chunkSize = 1024 * 1024;
    async function* endless() {
      for (;;) {
        produced += chunkSize;
        yield Buffer.alloc(chunkSize);
      }
    }
    const { reason, message } = await refusal(readLimited(endless(), PHOTO_LIMITS.maxBytes));
    expect(reason).toBe('too_large');
    expect(message).toContain('15 MB');
    expect(produced).toBeLessThanOrEqual(PHOTO_LIMITS.maxBytes + chunkSize);
  });
});

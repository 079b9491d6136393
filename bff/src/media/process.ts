import sharp, { type Metadata } from 'sharp';
import { PHOTO_LIMITS, PHOTO_WIDTHS } from '@arrendo/contracts';
import { photoRefused } from './errors.js';
import { sniffImageType } from './sniff.js';

// One upload at a time per request already decodes on libvips' threads; sharp's operation cache
// only helps when the same input is processed again, which never happens here.
sharp.cache(false);

export interface Rendition {
  /** e.g. `listings/<propertyId>/<photoId>/640.webp`. */
  key: string;
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

export interface ProcessedPhoto {
  /** Ascending width. */
  renditions: Rendition[];
  /** `data:image/webp;base64,…`: a blurred ~16 px preview shown while the photo loads. */
  placeholder: string;
}

const PLACEHOLDER_WIDTH = 16;
const UNREADABLE =
  'This file could not be read as an image. It may be damaged; try exporting it again.';

/**
 * Width × height as displayed: EXIF orientations 5–8 turn the image a quarter, so the sides
 * swap once auto-rotated.
 */
function displayedSize(meta: Metadata): { width: number; height: number } | null {
  if (!meta.width || !meta.height) return null;
  const turned = (meta.orientation ?? 1) >= 5;
  return turned
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
}

/**
 * Checks an upload and makes its renditions; throws a `photoRefused` error naming the problem.
 * Nothing is stored here: the caller stores the renditions only when this has succeeded.
 */
export async function processPhoto(bytes: Buffer, keyPrefix: string): Promise<ProcessedPhoto> {
  if (!sniffImageType(bytes)) {
    throw photoRefused(
      'unsupported_type',
      'This file is not a supported image. Upload a JPEG, PNG, WebP or AVIF photo.',
    );
  }

  // The header alone: a decompression bomb (a small file declaring a huge canvas) is refused
  // here, before any pixel is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw photoRefused('unreadable', UNREADABLE);
  }
  const size = displayedSize(meta);
  if (!size) throw photoRefused('unreadable', UNREADABLE);
  if (size.width * size.height > PHOTO_LIMITS.maxPixels) {
    throw photoRefused(
      'too_many_pixels',
      `This photo has too many pixels (${size.width} × ${size.height}). The limit is ${PHOTO_LIMITS.maxPixels / 1_000_000} megapixels.`,
    );
  }
  if (Math.min(size.width, size.height) < PHOTO_LIMITS.minSidePx) {
    throw photoRefused(
      'too_small',
      `This photo is too small (${size.width} × ${size.height}). Each side must be at least ${PHOTO_LIMITS.minSidePx} pixels.`,
    );
  }

  const widths = PHOTO_WIDTHS.filter((w) => w <= size.width);
  // Every side is at least minSidePx (400), wider than the smallest width, so `widths` has one.
  try {
    // The limit again, in the decoder itself: the header could lie about the size.
    const source = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error' })
      // Applies the EXIF orientation to the pixels; the output keeps no metadata (EXIF, GPS,
      // XMP, ICC are dropped by default), so the camera and the place never leave the server.
      .rotate();
    const renditions = await Promise.all(
      widths.map(async (width): Promise<Rendition> => {
        const { data, info } = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return {
          key: `${keyPrefix}/${width}.webp`,
          bytes: data,
          width: info.width,
          height: info.height,
          contentType: 'image/webp',
        };
      }),
    );
    const tiny = await source
      .clone()
      .resize({ width: PLACEHOLDER_WIDTH })
      .blur(1)
      .webp({ quality: 40 })
      .toBuffer();
    return { renditions, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
  } catch {
    throw photoRefused('unreadable', UNREADABLE);
  }
}

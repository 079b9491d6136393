import { z } from 'zod';
import { Uuid } from '../common/ids.js';
import { LIMITS } from '../domain/limits.js';

/**
 * Listing photos. An upload is sniffed from its bytes, stripped of EXIF, and stored as WebP at
 * each of `PHOTO_WIDTHS` not wider than the original, plus a tiny blurred placeholder inlined as
 * a data URI. The demo catalogue's SVG scenes are photos with one `url` and no variants.
 */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

export const PHOTO_LIMITS = {
  /** Bytes of one upload as sent. */
  maxBytes: 15 * 1024 * 1024,
  /** Decoded pixels (width × height): refuses decompression bombs before decoding them. */
  maxPixels: 50_000_000,
  /** Smallest side worth showing on a listing page. */
  minSidePx: 400,
  maxPerListing: 30,
  minForPublish: LIMITS.wizardMinPhotos,
  /** What the sniffer accepts (the name and the declared type are ignored). */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const,
} as const;

export const PhotoVariant = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
});
export type PhotoVariant = z.infer<typeof PhotoVariant>;

export const Photo = z.object({
  id: Uuid,
  /** The default rendition (`src`); the variants make the `srcset`. */
  url: z.string().min(1),
  /** Of the largest rendition: the aspect ratio reserves the box before the image loads. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Ascending width; empty for a single-rendition image. */
  variants: z.array(PhotoVariant),
  /** A `data:image/webp;base64,…` of a few hundred bytes, or null. */
  placeholder: z.string().nullable(),
});
export type Photo = z.infer<typeof Photo>;

import type { Photo } from './photo.js';

// How the property page draws its first photo, shared by the web app (which draws it) and the
// BFF (which preloads it from the page's HTML): the browser reuses a preload only when the link's
// srcset and sizes pick the same rendition as the image.

/** From here the property page shows its photo grid; below, the swipe carousel. */
export const PROPERTY_WIDE_QUERY = '(min-width: 768px)';
/** The same boundary from below, for a preload that only phones should fetch. */
export const PROPERTY_NARROW_QUERY = '(max-width: 767.98px)';

/** How wide the property page's first photo is drawn: the carousel's, the grid's large tile. */
export const PROPERTY_COVER_SIZES = { phone: '100vw', wide: '(min-width: 1120px) 560px, 50vw' };

/** The `srcset` of a photo's renditions, or undefined for a single-rendition image. */
export function photoSrcSet(photo: Pick<Photo, 'variants'>): string | undefined {
  if (photo.variants.length === 0) return undefined;
  return photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

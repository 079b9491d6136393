import type { Photo } from '@arrendo/contracts/web';

/** `srcset` from a photo's renditions; undefined for a single-rendition image (demo SVGs). */
export function photoSrcSet(photo: Photo): string | undefined {
  if (photo.variants.length === 0) return undefined;
  return photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/** The blurred placeholder painted behind the image until it loads. */
export function placeholderStyle(photo: Photo): React.CSSProperties | undefined {
  if (!photo.placeholder) return undefined;
  return {
    backgroundImage: `url("${photo.placeholder}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
}

/** From here the property page shows its photo grid; below, the swipe carousel. */
export const PROPERTY_WIDE_QUERY = '(min-width: 768px)';

/** How wide the property page's first photo is drawn: the carousel's, the grid's large tile. */
export const PROPERTY_COVER_SIZES = { phone: '100vw', wide: '(min-width: 1120px) 560px, 50vw' };

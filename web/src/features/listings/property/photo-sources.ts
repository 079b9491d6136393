import type { Photo } from '@arrendo/contracts/web';

// The layout constants and srcset live in contracts (listing/photo-layout.ts): the BFF preloads
// the property page's first photo with the same ones.
export { PROPERTY_COVER_SIZES, PROPERTY_WIDE_QUERY, photoSrcSet } from '@arrendo/contracts/web';

/** The blurred placeholder painted behind the image until it loads. */
export function placeholderStyle(photo: Photo): React.CSSProperties | undefined {
  if (!photo.placeholder) return undefined;
  return {
    backgroundImage: `url("${photo.placeholder}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
}

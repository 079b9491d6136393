import { useState } from 'react';
import type { Photo, SubcategoryId } from '@arrendo/contracts/web';
import { LazyCategoryIcon } from '@/components/icons/lazy-category-icon';
import { cn } from '@/components/ui/cn';
import { photoSrcSet, placeholderStyle } from '../property/photo-sources';

interface ListingImageProps {
  photo: Photo | null | undefined;
  alt: string;
  subcategory: SubcategoryId;
  /** How wide the image is drawn, for the browser to pick a rendition (`sizes`). */
  sizes?: string;
  className?: string;
  /** Above the fold: load at once (and first, with `priority`). Otherwise lazily. */
  eager?: boolean;
  priority?: boolean;
  fallbackLabel: string;
}

/**
 * A listing photo: responsive renditions, its blurred placeholder until it loads, and the
 * subcategory's icon when there is no photo or it fails.
 */
export function ListingImage({
  photo,
  alt,
  subcategory,
  sizes = '(min-width: 1280px) 20vw, (min-width: 768px) 33vw, 100vw',
  className,
  eager = false,
  priority = false,
  fallbackLabel,
}: ListingImageProps) {
  const [failed, setFailed] = useState(false);
  if (!photo || failed) {
    return (
      <div
        role="img"
        aria-label={fallbackLabel}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-teal-50 to-neutral-100 text-teal-800',
          className,
        )}
      >
        <LazyCategoryIcon id={subcategory} className="size-12" />
      </div>
    );
  }
  const srcSet = photoSrcSet(photo);
  return (
    <img
      src={photo.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      style={placeholderStyle(photo)}
      className={cn('bg-neutral-100 object-cover', className)}
    />
  );
}

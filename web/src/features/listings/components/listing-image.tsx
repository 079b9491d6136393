import { useState } from 'react';
import { SUBCATEGORIES } from '@arrendo/contracts/web';
import type { SubcategoryId } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

interface ListingImageProps {
  src: string | null | undefined;
  alt: string;
  subcategory: SubcategoryId;
  className?: string;
  eager?: boolean;
  fallbackLabel: string;
}

/** A photo that falls back to the subcategory's icon when missing or broken. */
export function ListingImage({
  src,
  alt,
  subcategory,
  className,
  eager = false,
  fallbackLabel,
}: ListingImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const icon = SUBCATEGORIES.find((s) => s.id === subcategory)?.icon ?? '🏠';
    return (
      <div
        role="img"
        aria-label={fallbackLabel}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-rose-50 to-neutral-100 text-5xl',
          className,
        )}
      >
        <span aria-hidden="true">{icon}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-neutral-100 object-cover', className)}
    />
  );
}

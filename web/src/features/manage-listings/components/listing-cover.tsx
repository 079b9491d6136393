import type { Photo } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

/** The row's thumbnail, or a neutral house when the listing has no photo yet. */
export function ListingCover({ cover, className }: { cover: Photo | null; className?: string }) {
  if (!cover) {
    return (
      <div
        aria-hidden="true"
        data-testid="cover-placeholder"
        className={cn(
          'flex items-center justify-center bg-neutral-100 text-neutral-400',
          className,
        )}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M3 11.5 12 4l9 7.5M5 10v10h14V10" strokeLinejoin="round" />
        </svg>
      </div>
    );
  }
  const small = cover.variants.find((v) => v.width >= 320) ?? cover;
  return (
    <img
      src={small.url}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('bg-neutral-100 object-cover', className)}
    />
  );
}

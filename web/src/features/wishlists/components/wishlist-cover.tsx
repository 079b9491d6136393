import type { Wishlist } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { HeartIcon } from '@/components/ui/icons/heart';

/** A list's picture: its newest listing's cover, or a quiet heart when it has none. */
export function WishlistCover({ list, className }: { list: Wishlist; className?: string }) {
  const cover = list.cover;
  if (!cover) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          'flex items-center justify-center bg-neutral-100 text-neutral-400',
          className,
        )}
      >
        <HeartIcon className="size-1/3 min-h-5 min-w-5" />
      </div>
    );
  }
  const srcSet = cover.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  return (
    <img
      src={cover.url}
      srcSet={srcSet || undefined}
      sizes="(min-width: 768px) 33vw, 100vw"
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('bg-neutral-100 object-cover', className)}
      style={
        cover.placeholder
          ? { backgroundImage: `url(${cover.placeholder})`, backgroundSize: 'cover' }
          : undefined
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { Property } from '@arrendo/contracts/web';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { GridIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { ListingImage } from './listing-image';

/** Desktop: one large photo and four small; phones: a swipeable strip. All photos in a dialog. */
export function PropertyGallery({ property }: { property: Property }) {
  const { t } = useTranslation(['listing', 'common']);
  const { title, subcategory } = property;
  const images = property.photos.map((photo) => photo.url);
  const alt = (index: number) => t('listing:photoAlt', { index: index + 1, title });

  if (images.length === 0) {
    return (
      <ListingImage
        src={null}
        alt={title}
        subcategory={subcategory}
        fallbackLabel={t('listing:noPhotos')}
        className="aspect-[2/1] w-full rounded-2xl"
      />
    );
  }

  // 1, 2, 3 or 5 tiles: one large photo on the left, the rest stacked beside it.
  const tiles = images.length >= 5 ? 5 : images.length >= 3 ? 3 : images.length;
  const grid = images.slice(0, tiles);
  const layout = {
    1: 'grid-cols-1',
    2: 'grid-cols-2',
    3: 'grid-cols-2 grid-rows-2',
    5: 'grid-cols-4 grid-rows-2',
  }[tiles];
  return (
    <Dialog>
      <div className="relative">
        <div className="-mx-5 flex snap-x snap-mandatory overflow-x-auto md:hidden">
          {images.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={alt(i)}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="aspect-[4/3] w-full shrink-0 snap-center object-cover"
            />
          ))}
        </div>
        <div
          className={cn(
            'hidden h-[min(56vh,480px)] gap-2 overflow-hidden rounded-2xl md:grid',
            layout,
          )}
        >
          {grid.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={alt(i)}
              loading={i === 0 ? 'eager' : 'lazy'}
              className={cn(
                'size-full bg-neutral-100 object-cover',
                i === 0 && tiles === 5 && 'col-span-2 row-span-2',
                i === 0 && tiles === 3 && 'row-span-2',
              )}
            />
          ))}
        </div>
        <DialogTrigger asChild>
          <button
            type="button"
            className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-lg border border-neutral-900 bg-white px-4 py-2 text-sm font-semibold shadow-sm hover:bg-neutral-50"
          >
            <GridIcon className="size-4" />
            {t('listing:showAllPhotos')}
          </button>
        </DialogTrigger>
      </div>
      <DialogContent
        title={t('listing:photosTitle', { title })}
        closeLabel={t('common:preferences.close')}
        className="md:w-[min(94vw,1000px)]"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {images.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={alt(i)}
              loading="lazy"
              className={cn('w-full rounded-lg object-cover', i % 3 === 0 && 'sm:col-span-2')}
            />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

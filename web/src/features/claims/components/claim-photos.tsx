import { useTranslation } from 'react-i18next';
import type { Photo } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

/** A claim's or a message's photos as thumbnails, each opening the full photo in a new tab. */
export function ClaimPhotos({
  photos,
  label,
  className,
}: {
  photos: Photo[];
  label: string;
  className?: string;
}) {
  const { t } = useTranslation('claims');
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            <img
              src={photo.url}
              alt={t('photos.open', { number: index + 1 })}
              width={96}
              height={96}
              loading="lazy"
              className="size-24 rounded-lg bg-neutral-100 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@arrendo/contracts/web';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { CloseIcon } from '@/components/ui/icons/close';
import { photoSrcSet, placeholderStyle } from '../property/photo-sources';

interface PhotoViewerProps {
  photos: Photo[];
  title: string;
  /** The photo shown; null = closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** Full-screen photos, one at a time: arrow keys or buttons move, Escape closes. */
export function PhotoViewer({ photos, title, index, onIndexChange }: PhotoViewerProps) {
  const { t } = useTranslation('listing');
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const photo = photos[current];
  const go = (delta: number) => {
    if (!open) return;
    const next = current + delta;
    if (next >= 0 && next < photos.length) onIndexChange(next);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(o) => onIndexChange(o ? current : null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <RadixDialog.Content
          data-testid="photo-viewer"
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') {
              e.preventDefault();
              go(1);
            } else if (e.key === 'ArrowLeft') {
              e.preventDefault();
              go(-1);
            }
          }}
        >
          <header className="flex items-center justify-between px-4 py-3">
            <RadixDialog.Close
              aria-label={t('viewer.close')}
              className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
            <p aria-live="polite" data-testid="photo-counter" className="text-sm font-semibold">
              {t('viewer.counter', { current: current + 1, total: photos.length })}
            </p>
            <span className="w-9" />
          </header>
          <RadixDialog.Title className="sr-only">{t('photosTitle', { title })}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{t('viewer.hint')}</RadixDialog.Description>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 md:px-20">
            {photo ? (
              <img
                key={photo.id}
                src={photo.url}
                srcSet={photoSrcSet(photo)}
                sizes="100vw"
                alt={t('photoAlt', { index: current + 1, title })}
                style={placeholderStyle(photo)}
                className="max-h-full max-w-full rounded-md object-contain"
              />
            ) : null}
            <button
              type="button"
              onClick={() => go(-1)}
              disabled={current === 0}
              aria-label={t('viewer.previous')}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full border border-white/40 bg-black/40 p-3 hover:bg-black/60 disabled:opacity-30 md:left-6"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              disabled={current === photos.length - 1}
              aria-label={t('viewer.next')}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full border border-white/40 bg-black/40 p-3 hover:bg-black/60 disabled:opacity-30 md:right-6"
            >
              <ChevronLeftIcon className="size-5 rotate-180" />
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

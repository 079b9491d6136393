import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_LIMITS } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons/close';
import type { PhotoUploads } from '../use-photo-uploads';

/**
 * Picks, previews and removes the photos of a claim or a claim message. The file input is hidden
 * behind a real button (keyboard and screen readers reach the button; tests set the input's
 * files through its test id).
 */
export function PhotoPicker({ state, testId }: { state: PhotoUploads; testId: string }) {
  const { t } = useTranslation('claims');
  const input = useRef<HTMLInputElement>(null);
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    state.add(files);
  };
  return (
    <div className="space-y-2">
      {state.photos.length > 0 || state.uploads.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('photos.listLabel')}>
          {state.photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={t('photos.preview', { number: index + 1 })}
                width={80}
                height={80}
                className="size-20 rounded-lg object-cover"
              />
              <button
                type="button"
                aria-label={t('photos.remove', { number: index + 1 })}
                onClick={() => state.remove(photo.id)}
                className="absolute -top-2 -right-2 rounded-full border border-neutral-300 bg-white p-1 shadow focus-visible:outline-2 focus-visible:outline-brand-dark"
              >
                <CloseIcon className="size-3" />
              </button>
            </li>
          ))}
          {state.uploads.map((upload) => (
            <li
              key={upload.key}
              aria-busy="true"
              className="flex size-20 items-center justify-center rounded-lg bg-neutral-100 text-center text-[11px] text-muted"
            >
              <span className="line-clamp-3 px-1">
                {t('photos.uploading', { name: upload.name })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {state.problems.length > 0 ? (
        <ul role="alert" className="space-y-1 text-sm text-red-700">
          {state.problems.map((problem) => (
            <li key={problem.key} className="flex items-center gap-2">
              <span className="flex-1">
                {problem.reason === 'too_many'
                  ? t('photos.tooMany', { max: state.max })
                  : t(`photos.upload.${problem.reason}`, { name: problem.name })}
              </span>
              <button
                type="button"
                className="text-xs font-semibold underline"
                onClick={() => state.dismiss(problem.key)}
              >
                {t('photos.dismiss')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={PHOTO_LIMITS.acceptedTypes.join(',')}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFiles}
        data-testid={testId}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={state.full}
        onClick={() => input.current?.click()}
      >
        {t('photos.add')}
      </Button>
      <p className="text-xs text-muted">{t('photos.hint', { max: state.max })}</p>
    </div>
  );
}

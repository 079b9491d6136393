import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_LIMITS, type PhotosResponse } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { Button } from '@/components/ui/button';
import {
  UploadQueue,
  uploadPhotoWithRefresh,
  type UploadItem,
  type UploadQueueOptions,
} from '../../upload';
import { focusRing } from '../controls';

/**
 * One upload at a time: the service appends each photo as its upload finishes, so parallel
 * uploads stored the photos in the order they happened to finish, not the order the host chose
 * (decision 0032). The BFF's image processing, not the link, is what takes the time.
 */
export const UPLOAD_CONCURRENCY = 1;

export interface PhotoUploaderProps {
  uploadUrl: string;
  onUploaded(response: PhotosResponse): void;
  /** For tests: replaces the XHR upload. */
  upload?: UploadQueueOptions['upload'];
}

/** The drop area, the file picker and one progress row per file being sent. */
export function PhotoUploader({ uploadUrl, onUploaded, upload }: PhotoUploaderProps) {
  const { t } = useTranslation('wizard');
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ onUploaded });
  latest.current.onUploaded = onUploaded;

  const [queue] = useState(
    () =>
      new UploadQueue({
        concurrency: UPLOAD_CONCURRENCY,
        upload:
          upload ?? ((file, onProgress) => uploadPhotoWithRefresh(uploadUrl, file, onProgress)),
        onChange: setItems,
        onUploaded: (r) => latest.current.onUploaded(r),
      }),
  );
  useEffect(() => () => setItems([]), []);

  const addFiles = (files: FileList | null) => {
    if (files && files.length > 0) queue.add(Array.from(files));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    addFiles(e.dataTransfer.files);
  };
  const mb = PHOTO_LIMITS.maxBytes / (1024 * 1024);

  return (
    <div className="space-y-3">
      <div
        data-testid="photo-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center',
          dragOver ? 'border-neutral-900 bg-neutral-50' : 'border-neutral-300',
        )}
      >
        <p className="font-medium">{dragOver ? t('photos.dropActive') : t('photos.dropHere')}</p>
        <input
          ref={inputRef}
          id="photo-input"
          data-testid="photo-input"
          // The visible button opens it: one tab stop, and the same name for screen readers.
          aria-label={t('photos.choose')}
          tabIndex={-1}
          type="file"
          multiple
          accept={PHOTO_LIMITS.acceptedTypes.join(',')}
          className="sr-only"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          {t('photos.choose')}
        </Button>
        <p className="text-xs text-neutral-600">
          {t('photos.accepted', { min: PHOTO_LIMITS.minSidePx, mb })}
        </p>
      </div>

      {items.length > 0 ? (
        <ul className="space-y-2" aria-label={t('photos.heading')}>
          {items.map((item) => (
            <li
              key={item.key}
              data-testid="upload-item"
              data-status={item.status}
              className="rounded-lg border border-neutral-200 p-3"
            >
              {item.status === 'error' ? (
                <div className="flex items-start justify-between gap-2">
                  <div role="alert" className="text-sm text-red-800">
                    <p className="font-medium">{t('photos.failed', { name: item.name })}</p>
                    <p data-testid="upload-error">
                      {t(`photos.reasons.${item.reason ?? 'unknown'}`, {
                        mb,
                        min: PHOTO_LIMITS.minSidePx,
                        max: PHOTO_LIMITS.maxPerListing,
                      })}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={cn('rounded px-2 text-sm underline', focusRing)}
                    onClick={() => queue.dismiss(item.key)}
                  >
                    {t('photos.dismiss')}
                  </button>
                </div>
              ) : (
                <>
                  <p className="truncate text-sm">
                    {t(item.status === 'queued' ? 'photos.queued' : 'photos.uploading', {
                      name: item.name,
                    })}
                  </p>
                  <div
                    role="progressbar"
                    aria-label={t('photos.uploading', { name: item.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                    className="mt-1 h-2 overflow-hidden rounded bg-neutral-200"
                  >
                    <div
                      className="h-full bg-neutral-900 transition-[width]"
                      style={{ width: `${Math.round(item.progress * 100)}%` }}
                    />
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

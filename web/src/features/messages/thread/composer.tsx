import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIMITS, PHOTO_LIMITS, type Photo } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons/close';
import { cn } from '@/components/ui/cn';
import { QuickRepliesMenu } from './quick-replies';
import { UploadError, uploadMessagePhoto, type UploadReason } from './upload-photo';
import { useTypingPing } from './use-typing-ping';

/** The length the server counts: line breaks as one character, ends trimmed. */
export function messageLength(text: string): number {
  return text.replace(/\r\n?/g, '\n').trim().length;
}

interface Upload {
  key: string;
  name: string;
}
interface UploadProblem extends Upload {
  reason: UploadReason | 'too_many';
}

let nextKey = 0;

/**
 * Writes and sends: Enter sends, Shift+Enter breaks the line, a counter near the limit, photos
 * uploaded as they are picked and sent by id, and (for hosts) the saved quick replies.
 */
export function Composer({
  conversationId,
  isHost,
  onSend,
}: {
  conversationId: string;
  isHost: boolean;
  onSend(body: string, photos: Photo[]): void;
}) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const ping = useTypingPing(conversationId);
  const hintId = useId();
  const counterId = useId();

  const length = messageLength(text);
  const tooLong = length > MESSAGE_LIMITS.maxLength;
  const canSend = (length > 0 || photos.length > 0) && !tooLong && uploads.length === 0;
  // The counter shows from 80 % of the limit: earlier it is noise.
  const showCounter = length >= MESSAGE_LIMITS.maxLength * 0.8;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text.replace(/\r\n?/g, '\n').trim(), photos);
    setText('');
    setPhotos([]);
    setProblems([]);
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    if (event.target.value.trim()) ping();
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = MESSAGE_LIMITS.maxPhotos - photos.length - uploads.length;
    const accepted = files.slice(0, Math.max(0, room));
    const refused = files.slice(accepted.length).map((file) => ({
      key: `problem-${(nextKey += 1)}`,
      name: file.name,
      reason: 'too_many' as const,
    }));
    if (refused.length) setProblems((prev) => [...prev, ...refused]);
    for (const file of accepted) {
      const upload = { key: `upload-${(nextKey += 1)}`, name: file.name };
      setUploads((prev) => [...prev, upload]);
      uploadMessagePhoto(file)
        .then((photo) => setPhotos((prev) => [...prev, photo]))
        .catch((error: unknown) => {
          const reason = error instanceof UploadError ? error.reason : 'unknown';
          setProblems((prev) => [...prev, { ...upload, reason }]);
        })
        .finally(() => setUploads((prev) => prev.filter((u) => u.key !== upload.key)));
    }
  };

  const insert = (reply: string) => {
    setText((prev) => (prev.trim() ? `${prev.trimEnd()}\n${reply}` : reply));
    textarea.current?.focus();
  };

  return (
    <form
      onSubmit={submit}
      className="border-t border-neutral-200 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:px-6"
    >
      {photos.length > 0 || uploads.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt=""
                width={64}
                height={64}
                className="size-16 rounded-lg object-cover"
              />
              <button
                type="button"
                aria-label={t('composer.removePhoto', { name: index + 1 })}
                onClick={() => setPhotos((prev) => prev.filter((p) => p.id !== photo.id))}
                className="absolute -top-2 -right-2 rounded-full border border-neutral-300 bg-white p-1 shadow"
              >
                <CloseIcon className="size-3" />
              </button>
            </li>
          ))}
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className="flex size-16 items-center justify-center rounded-lg bg-neutral-100 text-center text-[10px] text-muted"
              aria-busy="true"
            >
              <span className="line-clamp-3 px-1">
                {t('composer.uploading', { name: upload.name })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length > 0 ? (
        <ul
          role="alert"
          className="mb-2 space-y-1 text-sm text-red-700"
          data-testid="upload-errors"
        >
          {problems.map((problem) => (
            <li key={problem.key} className="flex items-center gap-2">
              <span className="flex-1">
                {problem.reason === 'too_many'
                  ? t('composer.tooManyPhotos', { max: MESSAGE_LIMITS.maxPhotos })
                  : t(`composer.upload.${problem.reason}`, { name: problem.name })}
              </span>
              <button
                type="button"
                className="text-xs font-semibold underline"
                onClick={() => setProblems((prev) => prev.filter((p) => p.key !== problem.key))}
              >
                {t('composer.dismiss')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${hintId}-text`} className="sr-only">
            {t('composer.label')}
          </label>
          <textarea
            id={`${hintId}-text`}
            ref={textarea}
            value={text}
            onChange={onChange}
            onKeyDown={onKeyDown}
            rows={2}
            placeholder={t('composer.placeholder')}
            aria-describedby={`${hintId} ${counterId}`}
            aria-invalid={tooLong || undefined}
            data-testid="composer-input"
            className={cn(
              'block max-h-40 min-h-12 w-full resize-none rounded-xl border px-3 py-2.5 text-[15px] [field-sizing:content] focus:outline-2 focus:outline-brand-dark',
              tooLong ? 'border-red-700' : 'border-neutral-300',
            )}
          />
        </div>
        <Button type="submit" disabled={!canSend} data-testid="composer-send">
          {t('composer.send')}
        </Button>
      </div>
      <div className="mt-2 flex min-h-8 flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={PHOTO_LIMITS.acceptedTypes.join(',')}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFiles}
          data-testid="composer-file"
        />
        <Button
          size="sm"
          variant="outline"
          disabled={photos.length + uploads.length >= MESSAGE_LIMITS.maxPhotos}
          onClick={() => fileInput.current?.click()}
        >
          {t('composer.attach')}
        </Button>
        {isHost ? <QuickRepliesMenu onPick={insert} /> : null}
        <span id={hintId} className="hidden text-xs text-muted md:inline">
          {t('composer.hint')}
        </span>
        <span
          id={counterId}
          className={cn(
            'ml-auto text-xs',
            tooLong ? 'font-semibold text-red-700' : 'text-muted',
            !showCounter && 'sr-only',
          )}
          aria-live={showCounter ? 'polite' : 'off'}
          data-testid="composer-counter"
        >
          {tooLong
            ? t('composer.tooLong', { max: MESSAGE_LIMITS.maxLength })
            : t('composer.counter', { count: length, max: MESSAGE_LIMITS.maxLength })}
        </span>
      </div>
    </form>
  );
}

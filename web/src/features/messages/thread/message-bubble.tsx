import { useTranslation } from 'react-i18next';
import type { Message, Photo } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { useFormatLocale } from '@/features/bookings/format-locale';
import { MessageText } from '../components/message-text';
import { formatClock } from '../format-time';
import type { ThreadItem } from './thread-items';
import { sendFailureOf } from './use-send-message';

export type Receipt = 'read' | 'sent' | null;

interface MessageBubbleProps {
  item: ThreadItem;
  mine: boolean;
  otherName: string;
  /** Under the viewer's last read message ('Read') and their last message ('Sent'). */
  receipt: Receipt;
  onRetry(clientId: string): void;
  onReport(message: Message): void;
}

/** One message: text with links, photos, the masking note, its time and delivery state. */
export function MessageBubble({
  item,
  mine,
  otherName,
  receipt,
  onRetry,
  onReport,
}: MessageBubbleProps) {
  const { t } = useTranslation('messages');
  const locale = useFormatLocale();
  const message = item.kind === 'sent' ? item.message : null;
  const pending = item.kind === 'pending' ? item.pending : null;
  const removed = message?.removed ?? false;
  const body = message ? message.body : (pending?.body ?? '');
  const photos = message ? message.photos : (pending?.photos ?? []);

  return (
    <div
      className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}
      data-testid="message"
      data-mine={mine ? 'true' : 'false'}
      data-state={pending ? pending.status : 'sent'}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-[15px] leading-snug whitespace-pre-wrap [overflow-wrap:anywhere] md:max-w-[70%]',
          removed
            ? 'border border-dashed border-neutral-300 bg-white text-muted italic'
            : mine
              ? 'rounded-br-md bg-neutral-900 text-white'
              : 'rounded-bl-md bg-neutral-100 text-neutral-900',
          pending?.status === 'sending' && 'opacity-70',
        )}
      >
        <span className="sr-only">{mine ? t('thread.fromYou') : otherName}: </span>
        {removed ? (
          t('thread.removed')
        ) : (
          <>
            {photos.length > 0 ? (
              <Photos
                photos={photos}
                alt={t('thread.photoAlt', { name: mine ? t('thread.fromYou') : otherName })}
              />
            ) : null}
            {body ? (
              <p data-testid="message-body">
                <MessageText text={body} />
              </p>
            ) : null}
          </>
        )}
      </div>
      {message?.masked && !removed ? (
        <p className="mt-1 max-w-[85%] text-xs text-muted md:max-w-[70%]" data-testid="masked-note">
          {t('thread.masked')}
        </p>
      ) : null}
      <div className="mt-1 flex items-center gap-2 text-xs text-muted">
        {message ? (
          <time dateTime={message.createdAt}>{formatClock(message.createdAt, locale)}</time>
        ) : null}
        {pending?.status === 'sending' ? <span>{t('thread.sending')}</span> : null}
        {pending?.status === 'failed' ? (
          <span role="alert" className="flex items-center gap-2 text-red-700">
            {sendFailureOf(pending.clientId) === 'rate-limited'
              ? t('composer.rateLimited')
              : t('thread.failed')}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => onRetry(pending.clientId)}
            >
              {t('thread.retry')}
            </button>
          </span>
        ) : null}
        {receipt ? <span data-testid={`receipt-${receipt}`}>{t(`thread.${receipt}`)}</span> : null}
        {message && !mine && !removed ? (
          <button
            type="button"
            className="rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark"
            aria-label={t('thread.reportLabel', { name: otherName })}
            onClick={() => onReport(message)}
          >
            {t('thread.report')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Photos with their box reserved from their size, so loading them moves nothing. */
function Photos({ photos, alt }: { photos: Photo[]; alt: string }) {
  return (
    <div className={cn('mb-2 grid gap-1', photos.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}>
      {photos.map((photo) => (
        <a
          key={photo.id}
          href={photo.url}
          target="_blank"
          rel="noopener noreferrer"
          className="block overflow-hidden rounded-lg"
        >
          <img
            src={photo.url}
            srcSet={photo.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined}
            sizes="(min-width: 768px) 320px, 70vw"
            width={photo.width}
            height={photo.height}
            alt={alt}
            loading="lazy"
            className="h-auto w-full bg-neutral-200 object-cover"
            style={{
              aspectRatio: `${photo.width} / ${photo.height}`,
              backgroundImage: photo.placeholder ? `url("${photo.placeholder}")` : undefined,
              backgroundSize: 'cover',
            }}
          />
        </a>
      ))}
    </div>
  );
}

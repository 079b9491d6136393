import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { useFormatLocale } from '@/features/bookings/format-locale';
import { formatDay, viewerTimeZone } from '../format-time';
import { groupByDay, relativeDay } from './group-by-day';
import { MessageBubble, type Receipt } from './message-bubble';
import { lastReadOwnMessageId, type ThreadItem } from './thread-items';

/** Within this many pixels of the end counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 96;
/** Scrolling this close to the top fetches the earlier page. */
const NEAR_TOP_PX = 120;

interface MessageListProps {
  items: ThreadItem[];
  viewerId: string;
  otherName: string;
  earlier: { has: boolean; loading: boolean; failed: boolean; load(): void };
  /** Set by the composer on send: the list follows the viewer's own new message. */
  stickToBottom: RefObject<boolean>;
  onRetry(clientId: string): void;
  onReport(message: Message): void;
}

/**
 * The thread, oldest at the top, grouped by day. New messages keep the view at the bottom when
 * the reader is there (and move nothing when they are reading older ones); an earlier page
 * loaded above keeps what was on screen in place.
 */
export function MessageList({
  items,
  viewerId,
  otherName,
  earlier,
  stickToBottom,
  onRetry,
  onReport,
}: MessageListProps) {
  const { t } = useTranslation('messages');
  const locale = useFormatLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{ first: string | undefined; height: number } | null>(null);
  const timeZone = viewerTimeZone();
  const groups = useMemo(() => groupByDay(items, timeZone), [items, timeZone]);
  const receipts = useMemo(() => receiptsOf(items, viewerId), [items, viewerId]);
  const first = items[0]?.key;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (
      before &&
      before.first !== first &&
      el.scrollHeight > before.height &&
      !stickToBottom.current
    ) {
      // An earlier page came in above: keep the same messages under the reader's eyes.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (!before || stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { first, height: el.scrollHeight };
  }, [items, first, stickToBottom]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < NEAR_TOP_PX && earlier.has && !earlier.loading && !earlier.failed)
      earlier.load();
  };

  const now = new Date();
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 [overflow-anchor:none] md:px-6"
      data-testid="message-list"
    >
      <div className="mb-4 flex min-h-10 items-center justify-center text-sm">
        {earlier.failed ? (
          <span role="alert" className="flex items-center gap-2">
            {t('thread.earlierFailed')}
            <Button size="sm" variant="outline" onClick={earlier.load}>
              {t('thread.retry')}
            </Button>
          </span>
        ) : earlier.has ? (
          <Button size="sm" variant="outline" disabled={earlier.loading} onClick={earlier.load}>
            {t('thread.loadEarlier')}
          </Button>
        ) : (
          <span className="text-muted">{t('thread.start')}</span>
        )}
      </div>
      <ol aria-label={t('thread.label', { name: otherName })} className="space-y-6">
        {groups.map((group) => {
          const relative = relativeDay(group.day, now, timeZone);
          return (
            <li key={group.day}>
              <h2 className="mb-3 text-center text-xs font-semibold text-muted">
                {relative ? t(`thread.${relative}`) : formatDay(group.day, locale)}
              </h2>
              <ol className="space-y-3">
                {group.items.map((item) => {
                  const mine = item.kind === 'pending' || item.message.senderId === viewerId;
                  return (
                    <li key={item.key}>
                      <MessageBubble
                        item={item}
                        mine={mine}
                        otherName={otherName}
                        receipt={receipts.get(item.key) ?? null}
                        onRetry={onRetry}
                        onReport={onReport}
                      />
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** 'Read' under the viewer's last message the other has read; 'Sent' under their last one if unread. */
function receiptsOf(items: readonly ThreadItem[], viewerId: string): Map<string, Receipt> {
  const receipts = new Map<string, Receipt>();
  const readId = lastReadOwnMessageId(items, viewerId);
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const item = items[i];
    if (item?.kind !== 'sent' || item.message.senderId !== viewerId) continue;
    if (item.message.id !== readId) receipts.set(item.key, 'sent');
    break;
  }
  for (const item of items) {
    if (item.kind === 'sent' && item.message.id === readId) receipts.set(item.key, 'read');
  }
  return receipts;
}

import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { participantName } from '../participant-name';
import type { ConversationSummary } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { Avatar } from '@/features/account/components/avatar';
import { useFormatLocale } from '@/features/bookings/format-locale';
import { formatListTime } from '../format-time';
import { StageChip } from '../components/stage-chip';

/** One conversation in the list: who, about what, the last message, unread count, stage. */
export function ConversationRow({
  conversation,
  active = false,
}: {
  conversation: ConversationSummary;
  active?: boolean;
}) {
  const { t } = useTranslation('messages');
  const locale = useFormatLocale();
  const { other, listing, lastMessage, unreadCount } = conversation;
  const name = participantName(other.firstName, t);
  const unread = unreadCount > 0;
  return (
    <Link
      to="/messages/$conversationId"
      params={{ conversationId: conversation.id }}
      aria-current={active ? 'page' : undefined}
      data-testid="conversation-row"
      className={cn(
        'flex items-start gap-3 rounded-xl p-3 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-dark',
        active && 'bg-neutral-100',
      )}
    >
      <span className="relative shrink-0">
        {listing.photoUrl ? (
          <img
            src={listing.photoUrl}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-lg object-cover"
          />
        ) : (
          <span className="block size-14 rounded-lg bg-neutral-200" aria-hidden="true" />
        )}
        <Avatar
          url={other.avatarUrl}
          name={name}
          className="absolute -right-1.5 -bottom-1.5 size-7 border-2 border-white text-xs"
        />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', unread ? 'font-bold' : 'font-semibold')}>{name}</span>
          {lastMessage ? (
            <span className="shrink-0 text-xs text-muted">
              {formatListTime(lastMessage.createdAt, locale)}
            </span>
          ) : null}
        </span>
        <span className="block truncate text-sm text-muted">{listing.title}</span>
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unread ? 'font-semibold text-neutral-900' : 'text-neutral-600',
            )}
            data-testid="conversation-preview"
          >
            <Preview conversation={conversation} />
          </span>
          {unread ? (
            <span
              className="shrink-0 rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white"
              data-testid="conversation-unread"
            >
              <span aria-hidden="true">{unreadCount}</span>
              <span className="sr-only">{t('list.unread', { count: unreadCount })}</span>
            </span>
          ) : null}
        </span>
        <StageChip stage={conversation.stage} className="mt-1.5" />
      </span>
    </Link>
  );
}

function Preview({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('messages');
  const last = conversation.lastMessage;
  if (!last) return <>{t('list.noMessages')}</>;
  let text: string;
  if (last.removed) text = t('thread.removed');
  else if (last.body) text = last.body.replace(/\s+/g, ' ');
  else text = t('list.photo');
  const mine = last.senderId !== conversation.other.id;
  return <>{mine ? t('list.you', { text }) : text}</>;
}

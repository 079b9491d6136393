import { useTranslation } from 'react-i18next';
import type {
  ClaimMessage,
  ClaimResponse,
  ClaimViewerRole,
  PublicUserCard,
} from '@arrendo/contracts/web';
import { Avatar } from '@/features/account/components/avatar';
import { cn } from '@/components/ui/cn';
import { useClaimFormat } from '../format';
import { ClaimPhotos } from './claim-photos';

type People = ClaimResponse['people'];

/**
 * The claim's messages, oldest first, as the service lets the viewer read them: a side only
 * receives admin messages meant for it or for both, so the page shows what it gets, marking a
 * message addressed to one side alone. Admins read every message with its audience.
 */
export function ClaimConversation({
  messages,
  people,
  viewer,
}: {
  messages: ClaimMessage[];
  people: People;
  viewer: ClaimViewerRole;
}) {
  const { t } = useTranslation('claims');
  return (
    <section aria-labelledby="claim-conversation" className="border-t border-neutral-200 py-6">
      <h2 id="claim-conversation" className="mb-3 text-lg font-semibold">
        {t('conversation.title')}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{t('conversation.empty')}</p>
      ) : (
        <ol className="space-y-4" data-testid="claim-messages">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              author={people[message.authorId]}
              viewer={viewer}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function MessageItem({
  message,
  author,
  viewer,
}: {
  message: ClaimMessage;
  author: PublicUserCard | undefined;
  viewer: ClaimViewerRole;
}) {
  const { t } = useTranslation('claims');
  const fmt = useClaimFormat();
  const mine = message.authorRole === viewer;
  const name =
    message.authorRole === 'admin'
      ? t('conversation.admin')
      : mine
        ? t('conversation.you')
        : t(`conversation.${message.authorRole}`, { name: author?.displayName ?? '' });
  // Who else reads it: worth saying only when it is not everyone.
  const audience =
    message.authorRole !== 'admin' || message.to === 'both'
      ? null
      : viewer === 'admin'
        ? t(`conversation.to.${message.to}`)
        : t('conversation.toYouOnly');
  return (
    <li
      data-testid="claim-message"
      data-author={message.authorRole}
      className={cn(
        'rounded-xl border p-4',
        message.authorRole === 'admin' ? 'border-sky-200 bg-sky-50' : 'border-neutral-200',
      )}
    >
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        {message.authorRole === 'admin' ? null : (
          <Avatar url={author?.avatarUrl} name={author?.firstName} className="size-6 text-xs" />
        )}
        <span className="font-semibold">{name}</span>
        {audience ? (
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-sky-900">
            {audience}
          </span>
        ) : null}
        <time dateTime={message.createdAt} className="text-muted">
          {fmt.instant(message.createdAt)}
        </time>
      </div>
      <p className="whitespace-pre-line">{message.body}</p>
      {message.photos.length > 0 ? (
        <ClaimPhotos photos={message.photos} label={t('conversation.photos')} className="mt-3" />
      ) : null}
    </li>
  );
}

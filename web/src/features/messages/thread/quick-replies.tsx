import { useState, type FormEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { MESSAGE_LIMITS, QuickReplyInput, type QuickReply } from '@arrendo/contracts/web';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons/close';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { messagesApi, quickRepliesQueryOptions } from '../api';
import { messageKeys } from '../keys';

const itemClass =
  'block w-full cursor-pointer px-4 py-2.5 text-left text-sm outline-none data-[highlighted]:bg-neutral-100';

/** The host's saved replies: picking one puts its text in the composer; the last item manages them. */
export function QuickRepliesMenu({ onPick }: { onPick(text: string): void }) {
  const { t } = useTranslation('messages');
  const replies = useQuery(quickRepliesQueryOptions);
  const [managing, setManaging] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          data-testid="quick-replies"
        >
          {t('quickReplies.open')}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            side="top"
            sideOffset={6}
            className="z-50 max-h-80 w-72 overflow-y-auto rounded-xl border border-neutral-200 bg-white py-2 shadow-lg"
          >
            {(replies.data?.items ?? []).map((reply) => (
              <DropdownMenu.Item
                key={reply.id}
                className={itemClass}
                onSelect={() => onPick(reply.body)}
              >
                <span className="block font-semibold">{reply.title}</span>
                <span className="block truncate text-muted">{reply.body}</span>
              </DropdownMenu.Item>
            ))}
            {replies.data?.items.length === 0 ? (
              <p className="px-4 py-2.5 text-sm text-muted">{t('quickReplies.empty')}</p>
            ) : null}
            <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
            <DropdownMenu.Item
              className={`${itemClass} font-semibold`}
              onSelect={() => setManaging(true)}
            >
              {t('quickReplies.manage')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Dialog open={managing} onOpenChange={setManaging}>
        <DialogContent
          title={t('quickReplies.title')}
          closeLabel={t('quickReplies.close')}
          className="md:w-[min(92vw,560px)]"
        >
          <ManageQuickReplies replies={replies.data?.items ?? []} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function ManageQuickReplies({ replies }: { replies: QuickReply[] }) {
  const { t } = useTranslation('messages');
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: messageKeys.quickReplies });
  const add = useMutation({
    mutationFn: messagesApi.addQuickReply,
    onSuccess: async () => {
      setTitle('');
      setBody('');
      await refresh();
      toast.success(t('quickReplies.saved'));
    },
    onError: () => toast.error(t('quickReplies.saveFailed')),
  });
  const remove = useMutation({
    mutationFn: messagesApi.deleteQuickReply,
    onSuccess: refresh,
    onError: () => toast.error(t('quickReplies.deleteFailed')),
  });
  const full = replies.length >= MESSAGE_LIMITS.maxQuickReplies;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = QuickReplyInput.safeParse({ title, body });
    if (!parsed.success) {
      setError(t('quickReplies.required'));
      return;
    }
    setError(null);
    add.mutate(parsed.data);
  };

  return (
    <div className="space-y-6">
      {replies.length === 0 ? (
        <p className="text-sm text-muted">{t('quickReplies.empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200" data-testid="quick-reply-list">
          {replies.map((reply) => (
            <li key={reply.id} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{reply.title}</p>
                <p className="text-sm whitespace-pre-wrap text-muted">{reply.body}</p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                aria-label={t('quickReplies.delete', { title: reply.title })}
                onClick={() => remove.mutate(reply.id)}
              >
                <CloseIcon className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm">
          {t('quickReplies.limit', { max: MESSAGE_LIMITS.maxQuickReplies })}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-3" noValidate>
          <TextField
            label={t('quickReplies.name')}
            value={title}
            maxLength={60}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextAreaField
            label={t('quickReplies.text')}
            value={body}
            rows={3}
            maxLength={MESSAGE_LIMITS.quickReplyMaxLength}
            onChange={(e) => setBody(e.target.value)}
            error={error ?? undefined}
          />
          <Button type="submit" disabled={add.isPending}>
            {t('quickReplies.add')}
          </Button>
        </form>
      )}
    </div>
  );
}

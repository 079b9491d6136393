import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OpenConversationBody } from '@arrendo/contracts/web';
import { Button, type ButtonStyle } from '@/components/ui/button';
import { openAuthModal } from '@/features/auth/auth-events';
import { useSession } from '@/features/auth/session';
import { lazyToast } from '@/lib/lazy-toast';
import { messageKeys } from '../keys';

type Label = 'contactHost' | 'messageHost' | 'messageGuest';

/**
 * Opens the conversation about a listing ('Contact host') or a booking ('Message host/guest'),
 * or the one that already exists, and goes to it. Visitors are asked to log in first.
 */
export function OpenConversationButton({
  target,
  label,
  className,
  ...style
}: ButtonStyle & { target: OpenConversationBody; label: Label; className?: string }) {
  const { t } = useTranslation('common');
  const { status } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  // Plain state rather than useMutation: the property page (its first visit is measured) carries
  // this button, and nothing else there needs the mutation observer.
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      // The API module is fetched on use: the property page carries only this button.
      const conversation = await (await import('../api')).messagesApi.open(target);
      client.setQueryData(messageKeys.conversation(conversation.id), conversation);
      await navigate({
        to: '/messages/$conversationId',
        params: { conversationId: conversation.id },
      });
    } catch {
      lazyToast.error(t('conversation.openFailed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      {...style}
      className={className}
      disabled={pending || status === 'loading'}
      data-testid={`open-conversation-${label}`}
      onClick={() => {
        if (status !== 'signed-in') openAuthModal({ isSignUp: false });
        else void open();
      }}
    >
      {t(`conversation.${label}`)}
    </Button>
  );
}

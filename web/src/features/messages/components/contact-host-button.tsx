import { useSession } from '@/features/auth/session';
import { OpenConversationButton } from './open-conversation-button';

/** The property page's 'Contact host': a question before booking. Not for the listing's own host. */
export function ContactHostButton({ listingId, hostId }: { listingId: string; hostId: string }) {
  const { user } = useSession();
  if (user?.id === hostId) return null;
  return (
    <OpenConversationButton
      target={{ listingId }}
      label="contactHost"
      variant="secondary"
      className="mb-6"
    />
  );
}

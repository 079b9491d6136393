import { Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { HeartIcon } from '@/components/ui/icons/heart';
import { openAuthModal } from '@/features/auth/auth-events';
import { useSession } from '@/features/auth/session';
import { savedQueryOptions } from '../api';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';

// The dialog (form, lists, validation) is its own chunk: the home page ships only the heart.
const SaveToWishlistDialog = lazyWithPreload(
  () => import('./save-to-wishlist-dialog'),
  (m) => m.default,
  OPENED_ON_USE,
);
// So is the removal (a mutation): fetched once a filled heart is shown, before it can be pressed.
const loadUnsave = () => import('../unsave-listing');

export interface WishlistHeartProps {
  propertyId: string;
  propertyTitle: string;
  className?: string;
}

/** Save or unsave a listing; signed-out visitors are asked to log in first. */
export function WishlistHeart({ propertyId, propertyTitle, className }: WishlistHeartProps) {
  const { t } = useTranslation('wishlists');
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const saved = useQuery({
    ...savedQueryOptions(),
    enabled: signedIn,
    select: (data) => data.propertyIds.includes(propertyId),
  });
  const isSaved = signedIn && saved.data === true;
  const client = useQueryClient();
  useEffect(() => {
    if (isSaved) void loadUnsave();
  }, [isSaved]);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted on first use and kept, so closing can animate and reopening is instant.
  const [dialogUsed, setDialogUsed] = useState(false);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The heart sits over a card that is a link: the click is the heart's alone.
    event.preventDefault();
    event.stopPropagation();
    if (status === 'loading') return;
    if (!signedIn) {
      openAuthModal({ isSignUp: false });
      return;
    }
    if (isSaved) {
      void loadUnsave().then((m) => m.unsaveListing(client, t, { propertyId, propertyTitle }));
      return;
    }
    setDialogUsed(true);
    setDialogOpen(true);
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={isSaved}
        aria-label={
          isSaved
            ? t('heart.removeLabel', { title: propertyTitle })
            : t('heart.saveLabel', { title: propertyTitle })
        }
        data-testid="wishlist-heart"
        onClick={onClick}
        className={cn(
          'rounded-full p-1.5 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white active:scale-95',
          className,
        )}
      >
        <HeartIcon
          className={cn(
            'size-6 drop-shadow-[0_1px_2px_rgba(0,0,0,0.45)]',
            isSaved ? 'fill-brand text-white' : 'fill-black/40 text-white',
          )}
        />
      </button>
      {dialogUsed ? (
        // React bubbles the portalled dialog's clicks through this tree: keep them from a
        // surrounding link (the property page may place the heart inside one).
        <span className="contents" onClick={(event) => event.stopPropagation()}>
          <Suspense fallback={null}>
            <SaveToWishlistDialog
              open={dialogOpen}
              onOpenChange={setDialogOpen}
              propertyId={propertyId}
              propertyTitle={propertyTitle}
            />
          </Suspense>
        </span>
      ) : null}
    </>
  );
}

import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListingType } from '@arrendo/contracts/web';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { createListing, wizardKeys } from '../api';
import { newListingId } from '../listing-id';
import { ConnectionCheck } from './connection-check';
import { ListingErrorPanel } from './listing-error-panel';

/**
 * Creates the draft under an id chosen here, so a double mount or a retry finds the same draft
 * (the server answers 200 for an id that already is this host's draft), then opens the wizard.
 */
export function CreateListingPage({ type }: { type: ListingType | undefined }) {
  const { t } = useTranslation('wizard');
  const [id] = useState(newListingId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, isError } = useMutation({
    mutationFn: () => createListing({ id, listingType: type ?? null }),
    retry: 2,
    onSuccess: (listing) => {
      queryClient.setQueryData(wizardKeys.listing(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: wizardKeys.myListings });
      void navigate({
        to: '/edit-listing/$id',
        params: { id: listing.id },
        search: { step: 'basics' },
        replace: true,
      });
    },
  });
  useEffect(() => mutate(), [mutate]);

  if (isError) return <ListingErrorPanel />;
  return (
    <div className="mx-auto max-w-[720px] space-y-4 px-4 py-8">
      <ConnectionCheck />
      <p className="sr-only" role="status">
        {t('create.creating')}
      </p>
      <LoadingDots />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { WizardStep } from '@arrendo/contracts/web';
import { Uuid } from '@arrendo/contracts/web';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { ApiError } from '@/lib/api-client';
import { listingQueryOptions } from '../api';
import { ConnectionCheck } from './connection-check';
import { ListingErrorPanel } from './listing-error-panel';
import { ListingWizard } from './listing-wizard';

export function EditListingPage({ id, step }: { id: string; step: WizardStep | undefined }) {
  if (!Uuid.safeParse(id).success) return <NotFoundPage />;
  return <LoadedWizard id={id} step={step} />;
}

function LoadedWizard({ id, step }: { id: string; step: WizardStep | undefined }) {
  const query = useQuery(listingQueryOptions(id));
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-[720px] space-y-4 px-4 py-8">
        <ConnectionCheck />
        <LoadingDots />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    // Another host's listing is indistinguishable from a missing one.
    if (ApiError.is(error) && (error.status === 404 || error.status === 403)) {
      return <NotFoundPage />;
    }
    return <ListingErrorPanel />;
  }
  return <ListingWizard listing={query.data} step={step} />;
}

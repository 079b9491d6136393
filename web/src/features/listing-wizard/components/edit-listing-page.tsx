import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { WizardStep } from '@arrendo/contracts/web';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { NotFoundPage } from '@/features/shell/components/not-found-page';
import { ApiError } from '@/lib/api-client';
import { listingQueryOptions } from '../api';
import { ConnectionCheck } from './connection-check';
import { ListingErrorPanel } from './listing-error-panel';
import { ListingWizard } from './listing-wizard';

/** `/edit-listing/{id}`: the wizard over the host's listing, which the route's loader fetched. */
export function EditListingPage({ id, step }: { id: string; step: WizardStep | undefined }) {
  const { data } = useSuspenseQuery(listingQueryOptions(id));
  return <ListingWizard listing={data} step={step} />;
}

/** The route's pending component: the connection check starts while the listing loads. */
export function EditListingPending() {
  return (
    <div className="mx-auto max-w-[720px] space-y-4 px-4 py-8">
      <ConnectionCheck />
      <LoadingDots />
    </div>
  );
}

/**
 * The route's error component. Another host's listing is indistinguishable from a missing one
 * (403 or 404): the route's loader says not-found for both, and so does this for a failure after.
 */
export function EditListingError({ error }: ErrorComponentProps) {
  const missing = ApiError.is(error) && (error.status === 404 || error.status === 403);
  return missing ? <NotFoundPage /> : <ListingErrorPanel />;
}

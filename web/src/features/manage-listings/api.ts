import { queryOptions } from '@tanstack/react-query';
import { Listing, MyListingsResponse, PublishProblem } from '@arrendo/contracts/web';
import type { WizardStep } from '@arrendo/contracts/web';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';

export const hostListingKeys = {
  all: ['host', 'listings'] as const,
  mine: () => [...hostListingKeys.all, 'mine'] as const,
};

const path = (id: string) => `/host/listings/${encodeURIComponent(id)}`;

export const hostListingsApi = {
  mine: (signal?: AbortSignal) => api.get('/host/listings', MyListingsResponse, { signal }),
  publish: (id: string) => api.post(`${path(id)}/publish`, undefined, Listing),
  unpublish: (id: string) => api.post(`${path(id)}/unpublish`, undefined, Listing),
  remove: (id: string) => api.delete(path(id)),
};

export function myListingsQueryOptions() {
  return queryOptions({
    queryKey: hostListingKeys.mine(),
    queryFn: ({ signal }) => hostListingsApi.mine(signal),
  });
}

const ProblemsDetails = z.object({ problems: z.array(PublishProblem).min(1) });

/** The wizard step of the first thing a refused publish named, or null for other failures. */
export function firstProblemStep(error: unknown): WizardStep | null {
  if (!ApiError.is(error) || error.status !== 400) return null;
  const parsed = ProblemsDetails.safeParse(error.details);
  return parsed.success ? (parsed.data.problems[0]?.step ?? null) : null;
}

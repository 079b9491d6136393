import { ApiError } from '@/lib/api-client';

export type SubmitFailure = 'rateLimited' | 'unavailable' | 'generic';

/** What a failed submit tells the person: field errors are shown next to their fields. */
export function submitFailure(error: unknown): SubmitFailure {
  if (!ApiError.is(error)) return 'generic';
  if (error.status === 429) return 'rateLimited';
  if (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
    return 'unavailable';
  return 'generic';
}

/** The request's fields the server refused (400), among those the form shows. */
export function refusedFields<F extends string>(error: unknown, fields: readonly F[]): F[] {
  if (!ApiError.is(error) || error.status !== 400) return [];
  return error.fields
    .map((f) => f.path.split('.')[0] ?? '')
    .filter((path): path is F => (fields as readonly string[]).includes(path));
}

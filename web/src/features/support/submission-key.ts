import { useRef } from 'react';
import { newListingId } from '@/features/listing-wizard/listing-id';

/**
 * The Idempotency-Key of a form submission: the same values submitted again (a retry after a
 * lost answer, a double click) reuse the key, so the server answers the first submission; any
 * change to the values, or `reset()` after a success, starts a new one.
 */
export function useSubmissionKey(): { keyFor(values: unknown): string; reset(): void } {
  const last = useRef<{ values: string; key: string } | null>(null);
  return {
    keyFor(values) {
      const json = JSON.stringify(values);
      if (last.current?.values !== json) last.current = { values: json, key: newListingId() };
      return last.current.key;
    },
    reset() {
      last.current = null;
    },
  };
}

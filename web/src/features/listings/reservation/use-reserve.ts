import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { CreateBookingBody } from '@arrendo/contracts/web';
import { openAuthModal } from '@/features/auth/auth-events';
import { useSession } from '@/features/auth/session';
import { bookingKeys, createBooking } from '@/features/bookings/api';
import { ApiError } from '@/lib/api-client';
import { listingKeys } from '../api';
import { attemptSignature } from './choice';

interface Attempt {
  signature: string;
  key: string;
}

/** An answer the server gave on purpose: asking again with the same key would only repeat it. */
function isDefinitive(error: unknown): boolean {
  return ApiError.is(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Reserve: signed out asks for the log-in modal (the panel keeps the choice meanwhile); signed in
 * holds the slot and goes to checkout. One idempotency key per attempt: pressing Reserve again
 * for the same slot and party after a lost answer or a server failure resends that key, so the
 * server answers the first hold instead of making a second one.
 */
export function useReserve(propertyId: string, { onConflict }: { onConflict: () => void }) {
  const { status } = useSession();
  const client = useQueryClient();
  const router = useRouter();
  const attempt = useRef<Attempt | null>(null);

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: CreateBookingBody; key: string }) =>
      createBooking(body, { idempotencyKey: key }),
    onSuccess: (booking) => {
      attempt.current = null;
      void client.invalidateQueries({ queryKey: bookingKeys.all });
      // The checkout route belongs to another feature; a plain path keeps this module free of
      // its types (and of its chunk).
      router.history.push(`/checkout/${encodeURIComponent(booking.id)}`);
    },
    onError: (error) => {
      if (isDefinitive(error)) attempt.current = null;
      if (!ApiError.is(error)) return;
      if (error.status === 409) {
        void client.invalidateQueries({
          queryKey: [...listingKeys.detail(propertyId), 'availability'],
        });
        onConflict();
      }
      if (error.status === 401) openAuthModal({ isSignUp: false });
    },
  });

  const reserve = (body: CreateBookingBody) => {
    if (status === 'loading' || mutation.isPending) return;
    if (status === 'signed-out') {
      openAuthModal({ isSignUp: false });
      return;
    }
    const signature = attemptSignature(body);
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: crypto.randomUUID() };
    }
    mutation.mutate({ body, key: attempt.current.key });
  };

  return {
    reserve,
    pending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { acceptBooking, bookingKeys, declineBooking } from '@/features/bookings/api';
import { ApiError } from '@/lib/api-client';

export type Answer = 'accept' | 'decline';

/**
 * The host's answer to a request. The caller disables its buttons from `isPending` and
 * `variables` (optimistic disable); the outcome is a toast and every booking list refreshes.
 */
export function useAnswerRequest() {
  const { t } = useTranslation('trips');
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: Answer }) =>
      answer === 'accept' ? acceptBooking(id) : declineBooking(id),
    onSuccess: (booking, { answer }) => {
      toast.success(
        t(answer === 'accept' ? 'answer.accepted' : 'answer.declined', {
          title: booking.listing.title,
        }),
      );
      return client.invalidateQueries({ queryKey: bookingKeys.all });
    },
    onError: (error) => {
      // 409: answered in another tab, or the 24 hours ran out meanwhile.
      const key = ApiError.is(error) && error.status === 409 ? 'answer.conflict' : 'answer.failed';
      toast.error(t(key));
      return client.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

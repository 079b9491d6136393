import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Booking, BookingPaymentState, CancellationPreview } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import {
  bookingKeys,
  cancelBooking,
  cancellationPreviewQueryOptions,
  paymentKeys,
} from '@/features/bookings/api';
import { ApiError } from '@/lib/api-client';
import { useBookingFormat } from '@/features/bookings/format';

/**
 * What cancelling refunds, in the words the guest or host reads before confirming. A request whose
 * card was only authorised gets nothing back: nothing was charged, the authorisation is released.
 */
export function useRefundSentence() {
  const { t } = useTranslation('trips');
  const { clp } = useBookingFormat();
  return (p: CancellationPreview, payment: BookingPaymentState): string => {
    if (p.by === 'host') return t('cancel.hostRefund', { amount: clp(p.paid) });
    if (p.free && p.paid.amount === 0) return t('cancel.free');
    if (p.free && payment === 'authorized')
      return t('cancel.freeReleased', { amount: clp(p.paid) });
    if (p.free) return t('cancel.freeRefund', { amount: clp(p.refund) });
    if (p.refund.amount > 0)
      return t('cancel.refund', { amount: clp(p.refund), percent: p.refundPercent });
    return t('cancel.noRefund', { paid: clp(p.paid) });
  };
}

/**
 * Cancel, for the guest or the host: the preview says exactly what will be refunded and the
 * request carries that amount, so a refund that changed meanwhile (a day boundary passed) is
 * refused with 409 and shown again instead of silently applied.
 */
export function CancelBookingDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: Booking;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('trips');
  const client = useQueryClient();
  const sentence = useRefundSentence();
  const [changed, setChanged] = useState(false);
  // Set on success: the booking is over and its preview would only answer 409 from now on.
  const [cancelled, setCancelled] = useState(false);
  const preview = useQuery({
    ...cancellationPreviewQueryOptions(booking.id),
    enabled: open && !cancelled,
  });
  /** The booking is over: stop and drop its preview, refresh everything else about it. */
  const over = () => {
    setCancelled(true);
    onOpenChange(false);
    const previewKey = bookingKeys.cancellation(booking.id);
    void client.cancelQueries({ queryKey: previewKey });
    client.removeQueries({ queryKey: previewKey });
    void client.invalidateQueries({ queryKey: paymentKeys.all });
    return client.invalidateQueries({
      queryKey: bookingKeys.all,
      predicate: (q) => q.queryKey[3] !== 'cancellation',
    });
  };
  const cancel = useMutation({
    mutationFn: (expectedRefund: number) => cancelBooking(booking.id, { expectedRefund }),
    onSuccess: () => {
      toast.success(t('cancel.done'));
      return over();
    },
    onError: async (error) => {
      if (ApiError.is(error) && error.status === 409) {
        if (error.details?.reason === 'refund_changed') {
          setChanged(true);
          await preview.refetch();
          return;
        }
        // Cancelled meanwhile (another tab, the host, the request lapsed): nothing to preview.
        toast.error(t('cancel.closed'));
        return over();
      }
      toast.error(t('cancel.failed'));
    },
  });

  const data = preview.data;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChanged(false);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t('cancel.title')}
        closeLabel={t('common.close')}
        className="md:max-w-[480px]"
      >
        {preview.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : preview.isError || !data ? (
          <div role="alert">
            <p>{t('cancel.previewFailed')}</p>
            <Button
              className="mt-4"
              variant="outline"
              size="sm"
              onClick={() => void preview.refetch()}
            >
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <>
            {changed ? (
              <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {t('cancel.changed')}
              </p>
            ) : null}
            <p data-testid="refund-sentence" className="text-base font-semibold">
              {sentence(data, booking.payment.state)}
            </p>
            {data.by === 'guest' && !data.free && data.paid.amount > 0 ? (
              <p className="mt-2 text-sm text-muted">
                {t('cancel.policy', {
                  policy: t(`common:refundPolicies.${data.policy}`),
                  count: data.daysBefore,
                  percent: data.refundPercent,
                })}
              </p>
            ) : null}
            <p className="mt-4 text-sm">{t('cancel.irreversible')}</p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                disabled={cancel.isPending}
                onClick={() => onOpenChange(false)}
              >
                {t('cancel.keep')}
              </Button>
              <Button
                variant="danger"
                disabled={cancel.isPending || preview.isFetching}
                onClick={() => cancel.mutate(data.refund.amount)}
              >
                {t('cancel.confirm')}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { DeadLetter, ServiceName } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { DEAD_LETTERS_KEY, deadLettersApi } from '../api';

/**
 * Puts one letter's work back. Success is a toast (the row then shows it retried); a refusal
 * stays beside the button with the service's reason, which operators need to decide what next.
 */
export function RetryButton({ service, letter }: { service: ServiceName; letter: DeadLetter }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: () => deadLettersApi.retry(service, letter.id),
    onMutate: () => setProblem(null),
    onSuccess: () => {
      toast.success(t('deadLetters.retry.success', { name: letter.name }));
    },
    onError: (error) => {
      setProblem(
        ApiError.is(error) && error.status === 409
          ? t('deadLetters.retry.conflict', { reason: error.message })
          : t('deadLetters.retry.failed'),
      );
    },
    // Either way the list may have changed (retried here, or by someone else meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEAD_LETTERS_KEY }),
  });
  return (
    <div className="flex min-w-40 flex-col items-start gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('deadLetters.retry.label', { name: letter.name, key: letter.key })}
        disabled={retry.isPending}
        onClick={() => retry.mutate()}
      >
        {t('deadLetters.retry.button')}
      </Button>
      <FormError message={problem} />
    </div>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ServiceName } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { deadLettersQuery } from '../api';
import { DeadLetterTable } from './dead-letter-table';

/** One service's letters, a page at a time ("Load more" follows the keyset cursor). */
export function DeadLetterList({
  service,
  unresolvedOnly,
}: {
  service: ServiceName;
  unresolvedOnly: boolean;
}) {
  const { t } = useTranslation('admin');
  const letters = useInfiniteQuery(deadLettersQuery(service, unresolvedOnly));
  if (letters.isPending) return <Skeleton className="h-40 w-full" />;
  if (letters.isError) {
    const down = ApiError.is(letters.error) && letters.error.status === 503;
    return <FormError message={down ? t('deadLetters.list.unavailable') : t('errors.generic')} />;
  }
  const rows = letters.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <p className="text-neutral-700">{t('deadLetters.list.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <DeadLetterTable service={service} letters={rows} />
      {letters.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          disabled={letters.isFetchingNextPage}
          onClick={() => void letters.fetchNextPage()}
        >
          {t('deadLetters.list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

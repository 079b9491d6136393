import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { adminFeedbackQueryOptions } from '@/features/support/api';

/** `/admin/feedback`: every rating and comment, newest first. */
export function FeedbackListPage() {
  const { t, i18n } = useTranslation('admin');
  const feedback = useSuspenseInfiniteQuery(adminFeedbackQueryOptions);
  const rows = feedback.data.pages.flatMap((p) => p.items);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <section className="mx-auto max-w-6xl px-6 py-12">
      <h1 className="mb-6 text-3xl font-semibold">{t('feedback.title')}</h1>
      {rows.length === 0 ? (
        <p className="text-neutral-600">{t('feedback.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-neutral-300">
              <tr>
                <th className="py-2 pr-4">{t('feedback.columns.rating')}</th>
                <th className="py-2 pr-4">{t('feedback.columns.message')}</th>
                <th className="py-2 pr-4">{t('feedback.columns.page')}</th>
                <th className="py-2 pr-4">{t('feedback.columns.user')}</th>
                <th className="py-2 pr-4">{t('feedback.columns.date')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id} className="border-b border-neutral-100 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {t('feedback.rating', { rating: item.rating })}
                  </td>
                  <td className="py-2 pr-4 whitespace-pre-wrap">{item.message}</td>
                  <td className="py-2 pr-4 font-mono text-xs">{item.page ?? ''}</td>
                  <td className="py-2 pr-4 font-mono text-xs">
                    {item.userId ?? t('feedback.anonymous')}
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {dateFormat.format(new Date(item.createdAt))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {feedback.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              disabled={feedback.isFetchingNextPage}
              onClick={() => void feedback.fetchNextPage()}
            >
              {t('feedback.loadMore')}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

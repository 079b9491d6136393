import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { adminTicketsQueryOptions } from '@/features/support/api';

/** `/admin/support`: every contact message, newest first (answered by email from the inbox). */
export function SupportTicketsPage() {
  const { t, i18n } = useTranslation('admin');
  const { t: tSupport } = useTranslation('support');
  const tickets = useSuspenseInfiniteQuery(adminTicketsQueryOptions);
  const rows = tickets.data.pages.flatMap((p) => p.items);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <section className="mx-auto max-w-6xl px-6 py-12">
      <h1 className="mb-6 text-3xl font-semibold">{t('support.title')}</h1>
      {rows.length === 0 ? (
        <p className="text-neutral-600">{t('support.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-neutral-300">
              <tr>
                <th className="py-2 pr-4">{t('support.columns.number')}</th>
                <th className="py-2 pr-4">{t('support.columns.user')}</th>
                <th className="py-2 pr-4">{t('support.columns.topic')}</th>
                <th className="py-2 pr-4">{t('support.columns.subject')}</th>
                <th className="py-2 pr-4">{t('support.columns.date')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((ticket) => (
                <tr key={ticket.id} className="border-b border-neutral-100 align-top">
                  <td className="py-2 pr-4 font-mono whitespace-nowrap">{ticket.number}</td>
                  <td className="py-2 pr-4">
                    <span className="block">{ticket.name}</span>
                    <span className="block text-neutral-600">{ticket.email}</span>
                  </td>
                  <td className="py-2 pr-4">{tSupport(`contact.topics.${ticket.topic}`)}</td>
                  <td className="py-2 pr-4">{ticket.subject}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {dateFormat.format(new Date(ticket.createdAt))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {tickets.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              disabled={tickets.isFetchingNextPage}
              onClick={() => void tickets.fetchNextPage()}
            >
              {t('support.loadMore')}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

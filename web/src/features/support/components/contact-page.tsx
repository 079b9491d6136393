import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { SupportTicket } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { PathLink } from '@/components/ui/path-link';
import { useSession } from '@/features/auth/session';
import { useSiteConfig } from '@/features/content/site-config';
import { myTicketsQueryOptions } from '../api';
import { ContactForm } from './contact-form';

/** Support's promise when the site config has not arrived (the BFF's default). */
const DEFAULT_HOURS = 24;

/** `/contact` (signed in): write to support, see the ticket number, see recent tickets. */
export function ContactPage() {
  const { t } = useTranslation('support');
  const site = useSiteConfig();
  const { user } = useSession();
  const [sent, setSent] = useState<SupportTicket | null>(null);
  const hours = site?.supportResponseHours ?? DEFAULT_HOURS;

  return (
    <section className="mx-auto max-w-2xl px-6 py-12">
      <h1 className="mb-3 text-3xl font-semibold">{t('contact.title')}</h1>
      <p className="mb-2 text-neutral-700">{t('contact.lead', { hours })}</p>
      <p className="mb-8 text-neutral-700">
        <Trans
          t={t}
          i18nKey="contact.helpFirst"
          components={{ 1: <PathLink href="/help" className="underline" /> }}
        />
      </p>
      {sent ? (
        <div
          role="status"
          className="mb-10 space-y-3 rounded-xl border border-green-200 bg-green-50 p-6"
        >
          <h2 className="text-xl font-semibold">{t('contact.success.heading')}</h2>
          <p data-testid="ticket-confirmation">
            {t('contact.success.body', { number: sent.number, hours, email: user?.email ?? '' })}
          </p>
          {site ? (
            <p className="text-sm text-neutral-700">
              {t('contact.success.from', { supportEmail: site.supportEmail })}
            </p>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setSent(null)}>
            {t('contact.success.another')}
          </Button>
        </div>
      ) : (
        <div className="mb-10">
          <ContactForm onSent={setSent} />
        </div>
      )}
      <RecentTickets />
    </section>
  );
}

function RecentTickets() {
  const { t, i18n } = useTranslation('support');
  const tickets = useQuery(myTicketsQueryOptions);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="recent-tickets">
      <h2 id="recent-tickets" className="mb-3 text-xl font-semibold">
        {t('contact.recent.title')}
      </h2>
      {tickets.isPending ? null : tickets.isError ? (
        <p className="text-neutral-600">{t('contact.recent.error')}</p>
      ) : tickets.data.items.length === 0 ? (
        <p className="text-neutral-600">{t('contact.recent.empty')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-neutral-300">
            <tr>
              <th className="py-2 pr-4">{t('contact.recent.number')}</th>
              <th className="py-2 pr-4">{t('contact.recent.subject')}</th>
              <th className="py-2">{t('contact.recent.date')}</th>
            </tr>
          </thead>
          <tbody>
            {tickets.data.items.map((ticket) => (
              <tr key={ticket.id} className="border-b border-neutral-100">
                <td className="py-2 pr-4 font-mono">{ticket.number}</td>
                <td className="py-2 pr-4">{ticket.subject}</td>
                <td className="py-2">{dateFormat.format(new Date(ticket.createdAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

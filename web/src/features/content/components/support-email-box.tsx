import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PathLink } from '@/components/ui/path-link';
import { siteConfigQueryOptions } from '../site-config';

export type SupportEmailTopic = 'press' | 'careers' | 'investors';

/**
 * A box after an information page telling whom to write to: the operator's support address
 * from GET /api/site (one config value, never written into the markdown).
 */
export function SupportEmailBox({ topic }: { topic: SupportEmailTopic }) {
  const { t } = useTranslation('info-b');
  const { data, isError } = useQuery(siteConfigQueryOptions());
  const headingId = `support-email-${topic}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-xl border border-neutral-200 bg-neutral-50 p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {t(`${topic}.title`)}
      </h2>
      {data ? (
        <>
          <p className="mt-2 text-muted">
            {t(`${topic}.body`, { hours: data.supportResponseHours })}
          </p>
          <p className="mt-3">
            <a
              href={`mailto:${data.supportEmail}`}
              className="font-semibold break-all underline"
              data-testid="support-email"
            >
              {data.supportEmail}
            </a>
          </p>
        </>
      ) : isError ? (
        <p className="mt-2 text-muted">
          {t('emailError')}{' '}
          <PathLink href="/contact" className="font-semibold underline">
            {t('contactLink')}
          </PathLink>
        </p>
      ) : (
        <p className="mt-2 text-muted" aria-busy="true">
          {t('emailLoading')}
        </p>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/features/content/site-config';

/**
 * The support address for people who cannot use the signed-in contact form, from the operator's
 * config (GET /api/site), never hard-coded. Nothing shows until the config has arrived.
 */
export function SupportEmailNote() {
  const { t } = useTranslation('info');
  const site = useSiteConfig();
  if (!site) return null;
  return (
    <p
      className="mt-10 border-t border-neutral-200 pt-6 text-muted"
      data-testid="support-email-note"
    >
      {t('supportNote.lead')}{' '}
      <a
        href={`mailto:${site.supportEmail}`}
        className="font-semibold text-ink underline underline-offset-2"
      >
        {site.supportEmail}
      </a>
      . {t('supportNote.hours', { count: site.supportResponseHours })}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { FullPageMessage } from './full-page-message';

/** Spec 2.2: what a browser that cannot run the app sees. */
export function BrowserNotSupported() {
  const { t } = useTranslation('boot');
  return (
    <FullPageMessage title={t('unsupported.title')}>
      <p className="max-w-md text-muted">{t('unsupported.body')}</p>
      <p className="max-w-md text-sm text-muted">{t('unsupported.trouble')}</p>
    </FullPageMessage>
  );
}

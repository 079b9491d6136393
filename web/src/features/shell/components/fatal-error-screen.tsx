import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FullPageMessage } from './full-page-message';

/** Spec 2.2 startup failure screen. */
export function FatalErrorScreen() {
  const { t } = useTranslation('boot');
  return (
    <FullPageMessage title={t('fatal.title')}>
      <p className="max-w-md text-muted">{t('fatal.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('fatal.refresh')}</Button>
    </FullPageMessage>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FullPageMessage } from './full-page-message';

function reloadPage(): void {
  window.location.reload();
}

/** Spec 2.2 startup failure screen; Refresh reloads the page (tests pass their own). */
export function FatalErrorScreen({ onRefresh = reloadPage }: { onRefresh?: () => void }) {
  const { t } = useTranslation('boot');
  return (
    <FullPageMessage title={t('fatal.title')}>
      <p className="max-w-md text-muted">{t('fatal.body')}</p>
      <Button onClick={onRefresh}>{t('fatal.refresh')}</Button>
    </FullPageMessage>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Spec 8: the generic panel when a listing cannot be loaded or created (not a 403/404). */
export function ListingErrorPanel() {
  const { t } = useTranslation('wizard');
  return (
    <section
      role="alert"
      data-testid="listing-error"
      className="mx-auto max-w-[720px] space-y-4 px-4 py-12"
    >
      <h1 className="text-2xl font-semibold">{t('loadError.title')}</h1>
      <p>{t('loadError.intro')}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('loadError.connection')}</li>
        <li>{t('loadError.notLoggedIn')}</li>
        <li>{t('loadError.missingFields')}</li>
        <li>{t('loadError.permission')}</li>
      </ul>
      <Button onClick={() => window.location.reload()}>{t('loadError.refresh')}</Button>
    </section>
  );
}

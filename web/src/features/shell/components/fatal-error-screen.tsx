import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LogoMark } from './logo';

/** Spec 2.2 startup failure screen. */
export function FatalErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <LogoMark className="size-12 text-brand" />
      <h1 className="text-2xl font-semibold">{t('fatal.title')}</h1>
      <p className="max-w-md text-muted">{t('fatal.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('fatal.refresh')}</Button>
    </main>
  );
}

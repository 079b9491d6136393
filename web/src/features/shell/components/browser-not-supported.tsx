import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo';

/** Spec 2.2: what a browser that cannot run the app sees. */
export function BrowserNotSupported() {
  const { t } = useTranslation('common');
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <LogoMark className="size-12 text-brand" />
      <h1 className="text-2xl font-semibold">{t('unsupported.title')}</h1>
      <p className="max-w-md text-muted">{t('unsupported.body')}</p>
      <p className="max-w-md text-sm text-muted">{t('unsupported.trouble')}</p>
    </main>
  );
}

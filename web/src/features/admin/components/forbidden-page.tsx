import { useTranslation } from 'react-i18next';
import { PathLink } from '@/components/ui/path-link';

export function ForbiddenPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center" data-testid="forbidden">
      <p className="text-6xl font-bold text-neutral-300">403</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('forbidden.title')}</h1>
      <p className="mt-2 text-neutral-600">{t('forbidden.text')}</p>
      <PathLink href="/" className="mt-6 inline-block font-semibold underline">
        {t('forbidden.home')}
      </PathLink>
    </section>
  );
}

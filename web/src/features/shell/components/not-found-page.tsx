import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle('common:pages.notFound');
  return (
    <section
      data-testid="not-found"
      className="mx-auto flex max-w-2xl flex-col items-start px-6 py-20 md:py-28"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
        {t('notFound.code')}
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-5xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('notFound.body')}</p>
      <Link
        to="/"
        search={{}}
        className="mt-8 inline-flex rounded-lg bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-black"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

/** The dashboard's title and, beside it, the period switch; for every state of the page. */
export function DashboardFrame({
  actions,
  children,
}: {
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-dashboard');
  usePageTitle('admin-dashboard:title');
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-6 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

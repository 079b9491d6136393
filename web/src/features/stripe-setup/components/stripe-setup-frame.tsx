import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

/** The page's width and title, shared by the page, its skeleton and its error. */
export function StripeSetupFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('stripe-setup');
  usePageTitle('stripe-setup:title');
  return (
    <div className="mx-auto max-w-2xl px-5 pt-6 pb-24 md:px-10">
      <h1 className="mb-4 text-2xl font-semibold tracking-tight md:text-[32px]">{t('title')}</h1>
      {children}
    </div>
  );
}

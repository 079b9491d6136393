import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

export interface HostPageFrameProps {
  /** The page's namespace: its `title` and its `back` link's text. */
  ns: string;
  /** Beside the title: the page's selectors. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A host page below the dashboard (calendar, performance): its width, its way back to the
 * dashboard and its title, for every state of the page.
 */
export function HostPageFrame({ ns, actions, children }: HostPageFrameProps) {
  const { t } = useTranslation(ns);
  usePageTitle(`${ns}:title`);
  return (
    <div className="mx-auto max-w-6xl px-5 pt-6 pb-24 md:px-10">
      {/* `/host` sends the host on to the dashboard. */}
      <Link
        to="/host"
        className="inline-flex items-center gap-1 text-sm font-medium text-neutral-700 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('back')}
      </Link>
      <header className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight md:text-[32px]">{t('title')}</h1>
        {actions}
      </header>
      {children}
    </div>
  );
}

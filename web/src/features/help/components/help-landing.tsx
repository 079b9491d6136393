import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { PathLink } from '@/components/ui/path-link';
import { openAuthModal } from '@/features/auth/auth-events';
import { useSession } from '@/features/auth/session';
import { useContentLanguage } from '@/features/content/use-content-doc';
import { usePageTitle } from '@/lib/page-title';
import { HELP_CATEGORY_ENTRIES } from '../help-index';
import { HelpSearch } from './help-search';
import { RoleTabs } from './role-tabs';

/** `/help` (spec 2.14): search, role tabs with guides and top articles, and ways to reach us. */
export function HelpLanding() {
  const { t } = useTranslation('help');
  const language = useContentLanguage();
  const { status } = useSession();
  usePageTitle('help:landing.pageTitle');

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 md:px-10 md:py-16">
      <section className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{t('landing.title')}</h1>
        <div className="mt-8">
          <HelpSearch />
        </div>
      </section>

      {status === 'signed-out' ? (
        <section
          aria-labelledby="help-log-in"
          className="mt-12 flex flex-col gap-4 rounded-2xl border border-neutral-200 p-6 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="help-log-in" className="text-lg font-semibold">
              {t('logInPrompt.title')}
            </h2>
            <p className="mt-1 text-muted">{t('logInPrompt.body')}</p>
          </div>
          <Button className="shrink-0" onClick={() => openAuthModal({ isSignUp: false })}>
            {t('logInPrompt.button')}
          </Button>
        </section>
      ) : null}

      <RoleTabs />

      <section aria-labelledby="help-categories" className="mt-14">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="help-categories" className="text-2xl font-semibold">
            {t('categories.heading')}
          </h2>
          <Link
            to="/help/$slug"
            params={{ slug: 'topics' }}
            className="rounded font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-neutral-900"
          >
            {t('categories.all')}
          </Link>
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HELP_CATEGORY_ENTRIES.map((category) => (
            <li key={category.slug}>
              <Link
                to="/help/$slug"
                params={{ slug: category.slug }}
                className="block h-full rounded-2xl bg-neutral-100 p-5 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
              >
                <span className="block font-semibold">{category.text[language].title}</span>
                <span className="mt-2 block text-sm text-muted">
                  {category.text[language].description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-explore" className="mt-14">
        <h2 id="help-explore" className="text-2xl font-semibold">
          {t('explore.heading')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          <li>
            <Link
              to="/help/$slug"
              params={{ slug: 'community' }}
              className="block h-full rounded-2xl border border-neutral-200 p-5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
            >
              <span className="block font-semibold">{t('explore.community.title')}</span>
              <span className="mt-2 block text-sm text-muted">{t('explore.community.body')}</span>
            </Link>
          </li>
          <li>
            <Link
              to="/safety"
              className="block h-full rounded-2xl border border-neutral-200 p-5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
            >
              <span className="block font-semibold">{t('explore.safety.title')}</span>
              <span className="mt-2 block text-sm text-muted">{t('explore.safety.body')}</span>
            </Link>
          </li>
        </ul>
      </section>

      <section
        aria-labelledby="help-contact"
        className="mt-14 rounded-2xl bg-neutral-100 p-6 text-center md:p-10"
      >
        <h2 id="help-contact" className="text-2xl font-semibold">
          {t('contact.heading')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-muted">{t('contact.body')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <PathLink href="/contact" className={buttonClass()}>
            {t('contact.contactUs')}
          </PathLink>
          <PathLink href="/feedback" className={buttonClass({ variant: 'secondary' })}>
            {t('contact.feedback')}
          </PathLink>
        </div>
      </section>
    </div>
  );
}

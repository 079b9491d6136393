import { useTranslation } from 'react-i18next';
import { PathLink } from '@/components/ui/path-link';
import { PreferencesButton } from '@/features/preferences/components/preferences-button';
import { TaxToggle } from '@/features/preferences/components/tax-toggle';

/** Spec 2.7 columns; every target is a route from the spec's route list. */
const COLUMNS = [
  {
    id: 'support',
    links: [
      ['help', '/help'],
      ['aircover', '/aircover'],
      ['safety', '/safety'],
      ['disabilitySupport', '/disability-support'],
      ['cancellationOptions', '/cancellation-options'],
      ['covidResponse', '/covid-response'],
      ['reportConcern', '/report-concern'],
    ],
  },
  {
    id: 'community',
    links: [
      ['disasterRelief', '/disaster-relief'],
      ['combatingDiscrimination', '/combating-discrimination'],
      ['antiDiscrimination', '/anti-discrimination'],
      ['communityHub', '/community'],
    ],
  },
  {
    id: 'hosting',
    links: [
      ['becomeHost', '/become-a-host'],
      ['aircoverHosts', '/aircover-hosts'],
      ['hostingResources', '/hosting-resources'],
      ['communityForum', '/community-forum'],
      ['hostingResponsibly', '/hosting-responsibly'],
      ['hostingClass', '/hosting-class'],
      ['findCohost', '/find-cohost'],
    ],
  },
  {
    id: 'company',
    links: [
      ['newsroom', '/newsroom'],
      ['newFeatures', '/new-features'],
      ['careers', '/careers'],
      ['investors', '/investors'],
      ['giftCards', '/gift-cards'],
      ['emergency', '/emergency'],
    ],
  },
] as const;

const LEGAL = [
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['sitemap', '/sitemap'],
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-neutral-200 bg-neutral-50 pb-20 md:pb-0">
      <div className="mx-auto max-w-[1760px] px-5 md:px-10 xl:px-20">
        <div className="grid grid-cols-1 gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
          {COLUMNS.map((column) => (
            <nav
              key={column.id}
              aria-labelledby={`footer-${column.id}`}
              className="border-b border-neutral-200 pb-8 last:border-0 sm:border-0 sm:pb-0"
            >
              <h2 id={`footer-${column.id}`} className="mb-3 text-sm font-semibold">
                {t(`footer.columns.${column.id}`)}
              </h2>
              <ul className="space-y-3 text-sm">
                {column.links.map(([key, href]) => (
                  <li key={key}>
                    <PathLink href={href} className="hover:underline">
                      {t(`footer.links.${key}`)}
                    </PathLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="flex flex-col gap-4 border-t border-neutral-200 py-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
            {LEGAL.map(([key, href]) => (
              <span key={key} className="flex items-center gap-2">
                <span aria-hidden="true">·</span>
                <PathLink href={href} className="hover:underline">
                  {t(`footer.${key}`)}
                </PathLink>
              </span>
            ))}
          </div>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
            <PreferencesButton variant="text" />
            <TaxToggle />
          </div>
        </div>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import type { SearchTotal } from '@arrendo/contracts/web';
import { FORMAT_LOCALE, isLanguage } from '@/i18n';
import { isSearchActive, type SearchUrl } from '@/features/search/url-state';
import { resultsHeading, totalText } from '../results-heading';

/** The page's h1 for the search in the URL, and how many results it has. */
export function ResultsHeader({ url, total }: { url: SearchUrl; total: SearchTotal | null }) {
  const { t, i18n } = useTranslation('home');
  const lng = i18n.resolvedLanguage;
  const heading = resultsHeading(url);
  const mode = url.type ?? 'day';
  const count = total ? totalText(total, FORMAT_LOCALE[isLanguage(lng) ? lng : 'en']) : null;
  const intro = isSearchActive(url) ? null : t(`subheading.${mode}`);
  return (
    <header className="mb-6">
      <h1 id="results-heading" className="text-2xl font-semibold tracking-tight md:text-[28px]">
        {t(heading.key, heading.values ?? {})}
      </h1>
      {intro || count ? (
        <p className="mt-1 text-muted" data-testid="results-summary">
          {intro}
          {intro && count ? ' · ' : null}
          {count ? <span data-testid="results-total">{t(count.key, count.values)}</span> : null}
        </p>
      ) : null}
    </header>
  );
}

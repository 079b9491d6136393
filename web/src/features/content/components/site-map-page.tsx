import { useTranslation } from 'react-i18next';
import { PathLink } from '@/components/ui/path-link';
import { usePageTitle } from '@/lib/page-title';
import { SITE_MAP } from '../site-map';

/** /sitemap: every public page, grouped (the list is `SITE_MAP`). */
export function SiteMapPage() {
  const { t } = useTranslation('sitemap');
  usePageTitle('sitemap:title');
  return (
    <article className="mx-auto max-w-5xl px-5 py-10 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('lead')}</p>
      <div className="mt-10 grid grid-cols-1 gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {SITE_MAP.map((group) => (
          <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className="text-lg font-semibold">
              {t(`groups.${group.id}`)}
            </h2>
            {group.signedIn ? <p className="mt-1 text-sm text-muted">{t('signedInNote')}</p> : null}
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((item) => (
                <li key={item.key}>
                  <PathLink href={item.path} className="hover:underline">
                    {t(`links.${item.key}`)}
                  </PathLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}

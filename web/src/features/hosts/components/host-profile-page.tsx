import type { HostProfileResponse } from '@arrendo/contracts/web';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { currentLanguage } from '@/i18n';
import { usePageTitleText } from '@/lib/page-title';
import { ListingCard } from '@/features/listings/components/listing-card';
import { HostReviews } from '@/features/reviews/components/host-reviews';
import { languageName } from '../format';
import { HostAvatar, MemberSince, VerifiedBadge } from './host-identity';

/** `/host/{id}`: who the host is, then the listings they publish. */
export function HostProfilePage({ data }: { data: HostProfileResponse }) {
  const { t, i18n } = useTranslation('hosts');
  const { host, listings, listingCount } = data;
  const language = currentLanguage(i18n);
  usePageTitleText(host.displayName);

  return (
    <div className="mx-auto max-w-[1120px] px-5 pt-6 pb-24 md:px-10 md:pt-10">
      <div className="grid gap-8 md:grid-cols-[300px_1fr] md:gap-14">
        <aside className="md:sticky md:top-24 md:self-start">
          <div className="flex flex-col items-center rounded-3xl px-6 py-8 text-center shadow-[0_6px_20px_rgba(0,0,0,0.12)]">
            <HostAvatar host={host} className="size-28 text-4xl" />
            <h1 className="mt-4 text-2xl font-semibold tracking-tight" data-testid="host-name">
              {host.displayName}
            </h1>
            {host.verified ? (
              <div className="mt-2">
                <VerifiedBadge />
              </div>
            ) : null}
            <MemberSince iso={host.memberSince} className="mt-3 text-sm text-neutral-600" />
            <p className="mt-1 text-sm text-neutral-600">
              {t('listingCount', { count: listingCount })}
            </p>
          </div>
        </aside>

        <section className="min-w-0">
          <h2 className="text-2xl font-semibold tracking-tight md:text-[28px]">
            {t('about', { name: host.firstName })}
          </h2>
          {host.languages.length > 0 ? (
            <p className="mt-4 flex items-start gap-2 text-[15px]" data-testid="host-languages">
              <GlobeIcon className="mt-0.5 size-5 shrink-0" />
              <span>
                {t('speaks', {
                  languages: host.languages.map((code) => languageName(code, language)).join(', '),
                })}
              </span>
            </p>
          ) : null}
          {host.about ? (
            <p className="mt-4 text-[15px] leading-6 whitespace-pre-line">{host.about}</p>
          ) : (
            <p className="mt-4 text-[15px] text-neutral-600">{t('noAbout')}</p>
          )}

          <h2 className="mt-10 border-t border-neutral-200 pt-8 text-xl font-semibold">
            {t('listingsTitle', { name: host.firstName })}
          </h2>
          {listings.length > 0 ? (
            <div
              className="mt-6 grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
              data-testid="host-listings"
            >
              {listings.map((property, index) => (
                <ListingCard key={property.id} property={property} eager={index < 3} />
              ))}
            </div>
          ) : (
            <p className="mt-4 text-[15px] text-neutral-600">{t('noListings')}</p>
          )}
          <HostReviews hostId={host.id} firstName={host.firstName} />
        </section>
      </div>
    </div>
  );
}

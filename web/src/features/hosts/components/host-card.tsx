import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { hostQueryOptions, isHostId } from '../api';
import { HostAvatar, MemberSince, VerifiedBadge } from './host-identity';

export interface HostCardProps {
  hostId: string;
}

/**
 * "Hosted by …" for a listing page: avatar, name, member since, a link to `/host/{id}`. Loads on
 * its own; a host that cannot be shown (deleted, or the request failed) leaves no card at all
 * rather than an error inside someone else's page.
 */
export function HostCard({ hostId }: HostCardProps) {
  const { t } = useTranslation('hosts');
  const valid = isHostId(hostId);
  const query = useQuery({ ...hostQueryOptions(hostId), enabled: valid });

  if (!valid || query.isError) return null;
  if (!query.data) {
    return (
      <div className="flex items-center gap-4 py-6" aria-busy="true" data-testid="host-card">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex-1">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-32" />
        </div>
      </div>
    );
  }
  const { host } = query.data;
  return (
    <section className="flex items-center gap-4 py-6" data-testid="host-card">
      <Link
        to="/host/$id"
        params={{ id: host.id }}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
        aria-label={t('card.viewProfile', { name: host.displayName })}
      >
        <HostAvatar host={host} className="size-14 text-xl" />
      </Link>
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
          {t('card.hostedBy', { name: host.displayName })}
          {host.verified ? <VerifiedBadge /> : null}
        </h2>
        <MemberSince iso={host.memberSince} className="text-sm text-neutral-600" />
        <Link
          to="/host/$id"
          params={{ id: host.id }}
          className="mt-1 inline-block text-sm font-semibold underline"
        >
          {t('card.viewProfileShort')}
        </Link>
      </div>
    </section>
  );
}

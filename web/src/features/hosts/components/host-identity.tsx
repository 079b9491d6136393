import type { PublicHostProfile } from '@arrendo/contracts/web';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/icons/check';
import { currentLanguage } from '@/i18n';
import { Avatar } from '@/features/account/components/avatar';
import { formatMemberSince } from '../format';

export function VerifiedBadge() {
  const { t } = useTranslation('hosts');
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800"
      data-testid="host-verified"
    >
      <CheckIcon className="size-3.5" />
      {t('verified')}
    </span>
  );
}

/** "Member since March 2020" in the reader's language. */
export function MemberSince({ iso, className }: { iso: string; className?: string }) {
  const { t, i18n } = useTranslation('hosts');
  return (
    <p className={className} data-testid="host-member-since">
      {t('memberSince', { date: formatMemberSince(iso, currentLanguage(i18n)) })}
    </p>
  );
}

/** The host's picture, or their first initial, or '?' (spec §3; the account avatar's rule). */
export function HostAvatar({
  host,
  className,
}: {
  host: Pick<PublicHostProfile, 'avatarUrl' | 'firstName'>;
  className?: string;
}) {
  return <Avatar url={host.avatarUrl} name={host.firstName} className={className} />;
}

import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { useSession } from '@/features/auth/session';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';
import { profileQueryOptions } from '../api';
import { Avatar } from './avatar';
import { ProfileEditForm } from './profile-edit-form';

/** `/profile`: the signed-in user's profile, viewable and editable. */
export function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const { user } = useSession();
  const { data: p } = useSuspenseQuery(profileQueryOptions);
  const [editing, setEditing] = useState(false);

  const displayName = p.fullName || `${p.firstName} ${p.lastName}`.trim();
  const memberSince = user
    ? new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
        new Date(user.createdAt),
      )
    : null;

  return (
    <section className="mx-auto max-w-3xl px-6 py-12">
      <div className="mb-8 flex items-center gap-5">
        <Avatar url={p.avatarUrl} name={p.firstName || displayName} className="size-24 text-4xl" />
        <div>
          <h1 className="text-3xl font-semibold">{displayName || user?.email}</h1>
          {memberSince ? (
            <p className="text-neutral-600">{t('profile.memberSince', { date: memberSince })}</p>
          ) : null}
        </div>
      </div>
      {editing ? (
        <ProfileEditForm profile={p} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView profile={p} email={user?.email ?? ''} onEdit={() => setEditing(true)} />
      )}
    </section>
  );
}

/** The route's error component: the profile did not load. */
export function ProfilePageError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('account');
  usePageTitle('account:profile.title');
  const retry = useRouteRetry(reset);
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-6 py-12">
      <FormError message={t('profile.loadFailed')} />
      <Button variant="link" onClick={retry}>
        {t('profile.retry')}
      </Button>
    </section>
  );
}

function ProfileView({
  profile,
  email,
  onEdit,
}: {
  profile: Profile;
  email: string;
  onEdit(): void;
}) {
  const { t, i18n } = useTranslation('account');
  const { t: tProfile } = useTranslation('profile');
  const missing = <span className="text-neutral-500">{t('profile.notProvided')}</span>;
  const birthday = profile.birthday
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${profile.birthday}T00:00:00Z`),
      )
    : null;
  // Stored with its dial code already (spec §3).
  const phone = profile.phoneNumber;
  const rows: [string, React.ReactNode][] = [
    [tProfile('fields.firstName'), profile.firstName || missing],
    [tProfile('fields.lastName'), profile.lastName || missing],
    [t('profile.email'), email],
    [tProfile('fields.birthDate'), birthday ?? missing],
    [tProfile('fields.phone'), phone ?? missing],
    [
      t('profile.about'),
      profile.about ? <span className="whitespace-pre-line">{profile.about}</span> : missing,
    ],
  ];
  return (
    <div className="space-y-6">
      <dl className="divide-y divide-neutral-200 rounded-xl border border-neutral-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-1 px-5 py-4 sm:grid-cols-3">
            <dt className="font-medium text-neutral-800">{label}</dt>
            <dd className="sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" size="lg" onClick={onEdit}>
        {t('profile.edit')}
      </Button>
    </div>
  );
}

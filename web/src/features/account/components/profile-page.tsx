import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dialCodeOf, type Profile } from '@arrendo/contracts/web';
import { FormError } from '@/features/auth/components/field';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { useSession } from '@/features/auth/session';
import { profileQuery } from '../api';
import { Avatar } from './avatar';
import { ProfileEditForm } from './profile-edit-form';

/** `/profile`: the signed-in user's profile, viewable and editable. */
export function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const { user } = useSession();
  const profile = useQuery(profileQuery);
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <LoadingDots />;
  if (profile.isError) {
    return (
      <section className="mx-auto max-w-3xl space-y-4 px-6 py-12">
        <FormError message={t('profile.loadFailed')} />
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void profile.refetch()}
        >
          {t('profile.retry')}
        </button>
      </section>
    );
  }
  const p = profile.data;
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
  const missing = <span className="text-neutral-500">{t('profile.notProvided')}</span>;
  const birthday = profile.birthday
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${profile.birthday}T00:00:00Z`),
      )
    : null;
  const phone = profile.phoneNumber
    ? `${profile.countryCode ? dialCodeOf(profile.countryCode) : ''} ${profile.phoneNumber}`.trim()
    : null;
  const rows: [string, React.ReactNode][] = [
    [t('profile.firstName'), profile.firstName || missing],
    [t('profile.lastName'), profile.lastName || missing],
    [t('profile.email'), email],
    [t('profile.birthday'), birthday ?? missing],
    [t('profile.phone'), phone ?? missing],
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
      <button
        type="button"
        onClick={onEdit}
        className="rounded-lg border border-neutral-900 px-5 py-2.5 font-semibold hover:bg-neutral-50"
      >
        {t('profile.edit')}
      </button>
    </div>
  );
}

import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { format } from 'date-fns';
import type { AdminUserDetail } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/field';
import { useSession } from '@/features/auth/session';
import { useDateLocale } from '@/features/calendar/use-date-locale';
import { ADMIN_USERS_KEY, adminUserApi, adminUserQuery } from '../api';
import { adminUserErrorMessage } from '../messages';
import { SuspendDialog } from './suspend-dialog';

/**
 * `/admin/users/$userId` (decision 0048): one account's details, its admin role (granted or
 * removed after a confirmation) and its access (suspended with a reason, or reactivated).
 */
export function UserDetailPage({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-users');
  const { data: user } = useSuspenseQuery(adminUserQuery(userId));
  const { user: me } = useSession();
  const self = me?.id === user.id;

  return (
    <section className="mx-auto max-w-4xl px-6 py-12">
      <Link to="/admin/users" className="text-sm underline">
        {t('detail.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-semibold">{user.fullName || user.email}</h1>
      <p className="mt-1 text-neutral-600">
        {user.email}
        {self ? ` · ${t('detail.you')}` : null}
      </p>
      <ProfileFacts user={user} />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <RolesCard user={user} self={self} />
        <AccessCard user={user} self={self} />
      </div>
    </section>
  );
}

function ProfileFacts({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin-users');
  const locale = useDateLocale();
  const when = (iso: string | null, fallback: string) =>
    iso ? format(new Date(iso), 'PPp', { locale }) : fallback;
  const rows: [string, string][] = [
    [t('detail.status'), t(`status.${user.status}`)],
    [t('detail.name'), user.fullName || t('detail.none')],
    [t('detail.email'), user.email],
    [t('detail.phone'), user.phoneNumber ?? t('detail.none')],
    [t('detail.language'), user.locale ?? t('detail.none')],
    [t('detail.created'), when(user.createdAt, t('detail.none'))],
    [t('detail.verified'), when(user.verifiedAt, t('detail.none'))],
    [t('detail.lastSignIn'), when(user.lastSignInAt, t('detail.unknown'))],
  ];
  if (user.suspendedAt) rows.push([t('detail.suspendedSince'), when(user.suspendedAt, '')]);
  return (
    <section aria-labelledby="user-profile" className="mt-8">
      <h2 id="user-profile" className="mb-3 text-xl font-semibold">
        {t('detail.profile')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-neutral-600">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-neutral-200 p-6">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function RolesCard({ user, self }: { user: AdminUserDetail; self: boolean }) {
  const { t } = useTranslation('admin-users');
  const queryClient = useQueryClient();
  const { refetch } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const admin = user.roles.includes('admin');
  const setRoles = useMutation({
    mutationFn: () => adminUserApi.setRoles(user.id, admin ? [] : ['admin']),
    onMutate: () => setError(null),
    onSuccess: async () => {
      toast.success(t(admin ? 'roles.revoked' : 'roles.granted', { email: user.email }));
      setConfirming(false);
      if (self) await refetch();
    },
    onError: (err) => {
      setConfirming(false);
      setError(adminUserErrorMessage(t, err));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
  return (
    <Card title={t('roles.title')}>
      <p className="mb-4">{admin ? t('roles.admin') : t('roles.notAdmin')}</p>
      <FormError message={error} />
      <Button
        className="mt-2"
        variant={admin ? 'outline' : 'secondary'}
        disabled={user.status !== 'active' || setRoles.isPending}
        onClick={() => setConfirming(true)}
      >
        {admin ? t('roles.revoke') : t('roles.grant')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(admin ? 'roles.revokeTitle' : 'roles.grantTitle', { email: user.email })}
        description={t(admin ? 'roles.revokeText' : 'roles.grantText')}
        confirmLabel={admin ? t('roles.revoke') : t('roles.grant')}
        cancelLabel={t('roles.cancel')}
        pending={setRoles.isPending}
        onConfirm={() => setRoles.mutate()}
      />
    </Card>
  );
}

function AccessCard({ user, self }: { user: AdminUserDetail; self: boolean }) {
  const { t } = useTranslation('admin-users');
  const queryClient = useQueryClient();
  const [suspending, setSuspending] = useState(false);
  const [reactivating, setReactivating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suspended = user.status === 'suspended';
  const reactivate = useMutation({
    mutationFn: () => adminUserApi.reactivate(user.id),
    onMutate: () => setError(null),
    onSuccess: () => {
      toast.success(t('suspension.reactivated', { email: user.email }));
      setReactivating(false);
    },
    onError: (err) => {
      setReactivating(false);
      setError(adminUserErrorMessage(t, err));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
  return (
    <Card title={t('suspension.title')}>
      <p className="mb-4 text-neutral-700">
        {suspended ? t('suspension.suspendedText') : t('suspension.activeText')}
      </p>
      <FormError message={error} />
      {suspended ? (
        <>
          <Button
            className="mt-2"
            variant="secondary"
            disabled={reactivate.isPending}
            onClick={() => setReactivating(true)}
          >
            {t('suspension.reactivate')}
          </Button>
          <ConfirmDialog
            open={reactivating}
            onOpenChange={setReactivating}
            title={t('suspension.reactivateTitle', { email: user.email })}
            description={t('suspension.reactivateText')}
            confirmLabel={t('suspension.reactivate')}
            cancelLabel={t('suspension.cancel')}
            pending={reactivate.isPending}
            onConfirm={() => reactivate.mutate()}
          />
        </>
      ) : (
        <>
          <Button
            className="mt-2"
            variant="danger"
            // Identity refuses it too (SELF); the button does not offer what cannot work.
            disabled={self}
            title={self ? t('errors.self') : undefined}
            onClick={() => setSuspending(true)}
          >
            {t('suspension.suspend')}
          </Button>
          <SuspendDialog user={user} open={suspending} onOpenChange={setSuspending} />
        </>
      )}
    </Card>
  );
}

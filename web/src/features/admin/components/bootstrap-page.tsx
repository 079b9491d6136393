import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { PathLink } from '@/components/ui/path-link';
import { openAuthModal } from '@/features/auth/auth-events';
import { rememberRedirect } from '@/features/auth/redirect-target';
import { isAdmin, useSession } from '@/features/auth/session';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { adminApi, adminStatusQuery } from '../api';

/** The first signed-in user proves they hold ADMIN_BOOTSTRAP_TOKEN and becomes admin. */
export function BootstrapPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const status = useQuery(adminStatusQuery);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bootstrap = useMutation({
    mutationFn: () => adminApi.bootstrap(token.trim()),
    onSuccess: async () => {
      toast.success(t('bootstrap.success'));
      setToken('');
      await Promise.all([session.refetch(), status.refetch()]);
    },
    onError: (err) => {
      if (ApiError.is(err) && err.status === 429) setError(t('errors.tooManyRequests'));
      else if (ApiError.is(err) && err.status === 409) setError(t('bootstrap.alreadyExists'));
      else if (ApiError.is(err) && err.fieldMessage('token')) setError(t('bootstrap.invalidToken'));
      else if (ApiError.is(err) && err.status === 403) setError(err.message);
      else setError(t('errors.generic'));
    },
  });

  let body;
  if (session.status === 'loading' || status.isPending) {
    body = <LoadingDots />;
  } else if (status.isError) {
    body = <FormError message={t('errors.generic')} />;
  } else if (status.data.hasAdmin) {
    body = (
      <div className="space-y-4">
        <p className="rounded-lg bg-neutral-100 p-4" role="status">
          {t('bootstrap.alreadyExists')}
        </p>
        {isAdmin(session.user) ? (
          <PathLink href="/admin" className="font-semibold underline">
            {t('bootstrap.goToTools')}
          </PathLink>
        ) : null}
      </div>
    );
  } else if (session.status === 'signed-out') {
    body = (
      <div className="space-y-4">
        <p>{t('bootstrap.signInFirst')}</p>
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            rememberRedirect('/admin/bootstrap');
            openAuthModal({ isSignUp: false });
          }}
        >
          {t('bootstrap.signIn')}
        </Button>
      </div>
    );
  } else {
    body = (
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (!token.trim()) {
            setError(t('bootstrap.tokenRequired'));
            return;
          }
          bootstrap.mutate();
        }}
      >
        <p className="text-neutral-700">{t('bootstrap.intro')}</p>
        <PasswordField
          label={t('bootstrap.token')}
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
        <FormError message={error} />
        <Button type="submit" size="lg" className="w-full" disabled={bootstrap.isPending}>
          {t('bootstrap.submit')}
        </Button>
      </form>
    );
  }

  return (
    <section className="mx-auto max-w-lg px-6 py-12">
      <h1 className="mb-6 text-3xl font-semibold">{t('bootstrap.title')}</h1>
      {body}
    </section>
  );
}

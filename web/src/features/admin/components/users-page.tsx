import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { UserStatus, type AdminUser } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/features/auth/session';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { LoadingDots } from '@/features/auth/components/loading-dots';
import { adminApi, adminUsersQuery } from '../api';
import type { UsersSearch } from '../users/search';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

export interface UsersPageProps {
  search: UsersSearch;
  onSearchChange(next: UsersSearch): void;
}

/**
 * `/admin/users`: every account, searched by email or name and filtered by status (both kept in
 * the URL), each linking to its own page, with an admin toggle.
 */
export function UsersPage({ search: filter, onSearchChange }: UsersPageProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tUsers } = useTranslation('admin-users');
  const queryClient = useQueryClient();
  const { user: me, refetch } = useSession();
  const [search, setSearch] = useState(filter.q ?? '');
  const q = useDebounced(search.trim(), 300);
  useEffect(() => {
    if (q !== (filter.q ?? '')) onSearchChange({ ...filter, q: q || undefined });
  }, [q, filter, onSearchChange]);
  const users = useInfiniteQuery(adminUsersQuery({ q: filter.q, status: filter.status }));
  const setRoles = useMutation({
    mutationFn: ({ user, admin }: { user: AdminUser; admin: boolean }) =>
      adminApi.setRoles(user.id, admin ? ['admin'] : []),
    onSuccess: async (_res, { user }) => {
      toast.success(t('users.rolesSaved', { email: user.email }));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      if (user.id === me?.id) await refetch();
    },
    onError: (err) =>
      toast.error(
        ApiError.is(err) && err.status === 409 ? t('users.lastAdmin') : t('errors.generic'),
      ),
  });
  const rows = users.data?.pages.flatMap((p) => p.items) ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <section className="mx-auto max-w-6xl px-6 py-12">
      <h1 className="mb-6 text-3xl font-semibold">{t('users.title')}</h1>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          className="max-w-md flex-1"
          label={t('users.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          className="sm:w-48"
          label={tUsers('list.statusFilter')}
          value={filter.status ?? ''}
          onChange={(e) => {
            const parsed = UserStatus.safeParse(e.target.value);
            onSearchChange({ ...filter, status: parsed.success ? parsed.data : undefined });
          }}
        >
          <option value="">{tUsers('list.allStatuses')}</option>
          {UserStatus.options.map((status) => (
            <option key={status} value={status}>
              {tUsers(`status.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {users.isPending ? (
        <LoadingDots />
      ) : users.isError ? (
        <p role="alert" className="text-red-700">
          {t('errors.generic')}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-neutral-600">{t('users.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-neutral-300">
              <tr>
                <th className="py-2 pr-4">{t('users.columns.email')}</th>
                <th className="py-2 pr-4">{t('users.columns.name')}</th>
                <th className="py-2 pr-4">{t('users.columns.status')}</th>
                <th className="py-2 pr-4">{t('users.columns.created')}</th>
                <th className="py-2 pr-4">{t('users.columns.admin')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => {
                const admin = user.roles.includes('admin');
                return (
                  <tr key={user.id} className="border-b border-neutral-100">
                    <td className="py-2 pr-4">
                      <Link
                        to="/admin/users/$userId"
                        params={{ userId: user.id }}
                        className="underline hover:text-brand-dark"
                      >
                        {user.email}
                      </Link>
                    </td>
                    <td className="py-2 pr-4">{user.fullName}</td>
                    <td className="py-2 pr-4">{tUsers(`status.${user.status}`)}</td>
                    <td className="py-2 pr-4">{dateFormat.format(new Date(user.createdAt))}</td>
                    <td className="py-2 pr-4">
                      <CheckboxField
                        inline
                        role="switch"
                        label={admin ? t('users.isAdmin') : t('users.notAdmin')}
                        checked={admin}
                        disabled={setRoles.isPending || user.status === 'deleted'}
                        aria-label={t('users.toggleAdmin', { email: user.email })}
                        onChange={(e) => setRoles.mutate({ user, admin: e.target.checked })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {users.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              disabled={users.isFetchingNextPage}
              onClick={() => void users.fetchNextPage()}
            >
              {t('users.loadMore')}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}

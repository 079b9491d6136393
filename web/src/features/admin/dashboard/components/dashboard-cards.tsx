import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardResponse } from '@arrendo/contracts/web';
import { StatCard } from '@/components/ui/stat-card';
import { PathLink } from '@/components/ui/path-link';
import type { DashboardFormat } from '../use-dashboard-format';

type Section = 'users' | 'listings' | 'bookings' | 'money' | 'queues' | 'deadLetters';

/** A group of figures under its heading, or, when its service did not answer, a notice. */
function Group({
  section,
  available,
  children,
}: {
  section: Section;
  available: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-dashboard');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`${section}.title`)}
      </h2>
      {available ? (
        children
      ) : (
        <p
          role="status"
          className="rounded-xl border border-dashed border-neutral-300 p-4 text-muted"
        >
          {t('unavailable')}
        </p>
      )}
    </section>
  );
}

/** Users, listings, bookings and money: the period's figures and today's. */
export function DashboardFigures({
  data,
  fmt,
}: {
  data: AdminDashboardResponse;
  fmt: DashboardFormat;
}) {
  const { t } = useTranslation('admin-dashboard');
  const { users, listings, bookings, money } = data;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Group section="users" available={users.status === 'ok'}>
        {users.status === 'ok' ? (
          <ul className="grid grid-cols-2 gap-3 md:gap-4">
            <StatCard label={t('users.total')} value={fmt.count(users.total)} />
            <StatCard label={t('users.new')} value={fmt.count(users.newInPeriod)} />
          </ul>
        ) : null}
      </Group>
      <Group section="listings" available={listings.status === 'ok'}>
        {listings.status === 'ok' ? (
          <ul className="grid grid-cols-2 gap-3 md:gap-4">
            <StatCard label={t('listings.published')} value={fmt.count(listings.published)} />
            <StatCard
              label={t('listings.total')}
              value={fmt.count(listings.total)}
              hint={t('listings.totalHint', {
                draft: fmt.count(listings.draft),
                unlisted: fmt.count(listings.unlisted),
              })}
            />
          </ul>
        ) : null}
      </Group>
      <Group section="bookings" available={bookings.status === 'ok'}>
        {bookings.status === 'ok' ? (
          <ul className="grid grid-cols-2 gap-3 md:gap-4 sm:grid-cols-3">
            <StatCard
              label={t('bookings.confirmed')}
              value={fmt.count(bookings.confirmedInPeriod)}
            />
            <StatCard
              label={t('bookings.cancelled')}
              value={fmt.count(bookings.cancelledInPeriod)}
            />
            <StatCard label={t('bookings.upcoming')} value={fmt.count(bookings.upcoming)} />
          </ul>
        ) : null}
      </Group>
      <Group section="money" available={money.status === 'ok'}>
        {money.status === 'ok' ? (
          <ul className="grid grid-cols-2 gap-3 md:gap-4">
            <StatCard compact label={t('money.fees')} value={fmt.money(money.platformFees)} />
            <StatCard compact label={t('money.vat')} value={fmt.money(money.vat)} />
            <StatCard
              compact
              label={t('money.owed')}
              value={fmt.money(money.owed)}
              hint={t('money.owedHint', {
                upcoming: fmt.money(money.payoutsUpcoming),
                ready: fmt.money(money.payoutsReady),
                scheduled: fmt.money(money.payoutsScheduled),
              })}
            />
            <StatCard compact label={t('money.paid')} value={fmt.money(money.paidInPeriod)} />
          </ul>
        ) : null}
      </Group>
    </div>
  );
}

const cell = 'px-3 py-2 text-right tabular-nums';

/** The job queues by state now, and failed work no operator has retried. */
export function DashboardOperations({
  data,
  fmt,
}: {
  data: AdminDashboardResponse;
  fmt: DashboardFormat;
}) {
  const { t } = useTranslation('admin-dashboard');
  const { queues, deadLetters } = data;
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <Group section="queues" available={queues.status === 'ok'}>
          {queues.status === 'ok' ? (
            queues.queues.length === 0 ? (
              <p className="text-muted">{t('queues.empty')}</p>
            ) : (
              <div className="overflow-x-auto rounded-xl border border-neutral-200">
                <table className="w-full min-w-[28rem] text-sm">
                  <caption className="sr-only">{t('queues.title')}</caption>
                  <thead className="bg-neutral-50 text-left">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {t('queues.name')}
                      </th>
                      {(['waiting', 'active', 'delayed', 'failed'] as const).map((state) => (
                        <th key={state} scope="col" className="px-3 py-2 text-right font-semibold">
                          {t(`queues.${state}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {queues.queues.map((queue) => (
                      <tr key={queue.name} className="border-t border-neutral-100">
                        <th scope="row" className="px-3 py-2 text-left font-mono font-normal">
                          {queue.name}
                        </th>
                        <td className={cell}>{fmt.count(queue.waiting)}</td>
                        <td className={cell}>{fmt.count(queue.active)}</td>
                        <td className={cell}>{fmt.count(queue.delayed)}</td>
                        <td
                          className={queue.failed > 0 ? `${cell} font-semibold text-red-700` : cell}
                        >
                          {fmt.count(queue.failed)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          ) : null}
          <a href="/admin/queues" className="inline-block text-sm font-semibold underline">
            {t('queues.open')}
          </a>
        </Group>
      </div>
      <Group section="deadLetters" available={deadLetters.status === 'ok'}>
        {deadLetters.status === 'ok' ? (
          <>
            <ul>
              <StatCard
                label={t('deadLetters.unresolved')}
                value={fmt.count(deadLetters.unresolved)}
                hint={
                  deadLetters.unavailableServices.length > 0
                    ? t('deadLetters.partial', {
                        services: deadLetters.unavailableServices.join(', '),
                      })
                    : undefined
                }
              />
            </ul>
            <PathLink
              href="/admin/dead-letters"
              className="inline-block text-sm font-semibold underline"
            >
              {t('deadLetters.open')}
            </PathLink>
          </>
        ) : null}
      </Group>
    </div>
  );
}

import { Suspense, useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HostDashboardResponse, ListingSummary } from '@arrendo/contracts/web';
import { OPENED_ON_USE, lazyWithPreload } from '@/lib/lazy-with-preload';
import type { DashboardDay } from '../api';
import { useDashboardFormat } from '../use-dashboard-format';
import { BookingCalendar } from './booking-calendar';
import { CompleteSetupCard } from './complete-setup-card';
import { DashboardStats } from './dashboard-stats';
import { DayBookingsPanel } from './day-bookings-panel';
import { PropertiesList } from './properties-list';
import { RevenueChart } from './revenue-chart';
import { useDayDialog } from './use-day-dialog';

// Radix Dialog loads when a day is first hovered, focused or opened. Not lazy-modal.tsx's
// `LazyModalImpl`: a module this page shared with the property page would leave that page's chunk
// for one of its own, which the property page's first visit would then fetch (.size-limit.ts).
const DayModal = lazyWithPreload(
  () => import('@/components/ui/modal'),
  (m) => m.Modal,
  OPENED_ON_USE,
);

export interface DesktopDashboardProps {
  dashboard: HostDashboardResponse;
  listings: readonly ListingSummary[];
  today: string;
  onMonthChange(month: string): void;
  /** The address names another month, still loading: the calendar shows `dashboard.month`. */
  busy: boolean;
}

/**
 * Wider screens (spec 2.13): four figures, 'Complete Your Setup' while payouts cannot reach the
 * host, the booking calendar, the listings, the chart.
 */
export function DesktopDashboard(props: DesktopDashboardProps) {
  const { dashboard, listings, today, onMonthChange, busy } = props;
  const { t } = useTranslation('host-dashboard');
  const format = useDashboardFormat();
  const dialog = useDayDialog();
  const byDate = useMemo(() => new Map(dashboard.days.map((d) => [d.date, d])), [dashboard.days]);
  // A day whose bookings went (cancelled while the dialog was open) shows the empty text.
  const dayOf = (date: string): DashboardDay =>
    byDate.get(date) ?? { date, count: 0, bookings: [] };

  return (
    <div className="space-y-6">
      <DashboardStats
        data={dashboard}
        figures={['monthRevenue', 'upcoming', 'occupancy', 'totalRevenue']}
        className="grid-cols-2 lg:grid-cols-4"
      />
      <p className="-mt-3 text-right text-sm">
        <Link
          to="/host/performance"
          className="font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
        >
          {t('stats.performanceLink')} <span aria-hidden="true">→</span>
        </Link>
      </p>
      <CompleteSetupCard layout="banner" />
      {/* The calendar gets the page's width: a day's cell has room for a listing's name. */}
      <BookingCalendar
        month={dashboard.month}
        today={today}
        days={dashboard.days}
        guests={dashboard.guests}
        onMonthChange={onMonthChange}
        onOpenDay={dialog.openDate}
        onDayIntent={() => void DayModal.preload()}
        busy={busy}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <RevenueChart months={dashboard.revenueByMonth} />
        <PropertiesList listings={listings} />
      </div>
      {dialog.date ? (
        <Suspense fallback={null}>
          <DayModal
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            title={t('day.title', { date: format.fullDate(dialog.date) })}
            closeLabel={t('day.close')}
          >
            <DayBookingsPanel day={dayOf(dialog.date)} guests={dashboard.guests} />
          </DayModal>
        </Suspense>
      ) : null}
    </div>
  );
}

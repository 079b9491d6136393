import { useTranslation } from 'react-i18next';
import type { HostDashboardResponse } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';
import { useDashboardFormat } from '../use-dashboard-format';
import { StatCard } from '@/components/ui/stat-card';

export type Figure = 'monthRevenue' | 'upcoming' | 'occupancy' | 'totalRevenue';

type Figures = Pick<
  HostDashboardResponse,
  'monthRevenueClp' | 'upcomingCount' | 'occupancyPercent' | 'totalRevenueClp'
>;

export interface DashboardStatsProps {
  data: Figures;
  /** Which cards, in order: phones show two, wider screens four (spec 2.13). */
  figures: readonly Figure[];
  className?: string;
}

/** The dashboard's figure cards. */
export function DashboardStats({ data, figures, className }: DashboardStatsProps) {
  const { t } = useTranslation('host-dashboard');
  const format = useDashboardFormat();
  const { locale } = format;
  const valueOf: Record<Figure, () => string> = {
    monthRevenue: () => format.money(data.monthRevenueClp),
    upcoming: () => new Intl.NumberFormat(locale).format(data.upcomingCount),
    occupancy: () =>
      new Intl.NumberFormat(locale, { style: 'percent' }).format(data.occupancyPercent / 100),
    totalRevenue: () => format.money(data.totalRevenueClp),
  };
  return (
    <ul aria-label={t('stats.label')} className={cn('grid gap-3 md:gap-4', className)}>
      {figures.map((figure) => (
        <StatCard
          key={figure}
          label={t(`stats.${figure}`)}
          value={valueOf[figure]()}
          hint={t(`stats.${figure}Hint`)}
        />
      ))}
    </ul>
  );
}

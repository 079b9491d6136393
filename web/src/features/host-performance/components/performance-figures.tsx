import { useTranslation } from 'react-i18next';
import type { PerformanceFigures as Figures } from '@arrendo/contracts/web';
import { StatCard } from '@/components/ui/stat-card';
import { usePerformanceFormat } from '../use-performance-format';

/**
 * The period's five figures, each a list item named by its label: views, saves, booking requests
 * (with how many are confirmed), conversion and response rate. A rate with nothing to measure
 * shows a dash and says why.
 */
export function PerformanceFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('host-performance');
  const format = usePerformanceFormat();
  const conversion = format.rate(figures.conversion);
  const responseRate = format.rate(figures.responseRate);
  return (
    <ul
      aria-label={t('figures.label')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-5"
    >
      <StatCard
        label={t('figures.views')}
        value={format.count(figures.views)}
        hint={t('figures.viewsHint')}
      />
      <StatCard
        label={t('figures.saves')}
        value={format.count(figures.saves)}
        hint={t('figures.savesHint')}
      />
      <StatCard
        label={t('figures.requests')}
        value={format.count(figures.requests)}
        hint={t('figures.requestsHint', { count: figures.confirmed })}
      />
      <StatCard
        label={t('figures.conversion')}
        value={conversion ?? t('figures.none')}
        hint={conversion === null ? t('figures.conversionNone') : t('figures.conversionHint')}
      />
      <StatCard
        label={t('figures.responseRate')}
        value={responseRate ?? t('figures.none')}
        hint={
          responseRate === null
            ? t('figures.responseRateNone')
            : t('figures.responseRateHint', {
                answered: format.count(figures.answeredInTime),
                due: format.count(figures.responseDue),
              })
        }
      />
    </ul>
  );
}

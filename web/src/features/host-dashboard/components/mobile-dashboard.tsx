import type { HostDashboardResponse, ListingSummary } from '@arrendo/contracts/web';
import { CompleteSetupCard } from './complete-setup-card';
import { DashboardStats } from './dashboard-stats';
import { PropertiesList } from './properties-list';
import { QuickActions } from './quick-actions';

export interface MobileDashboardProps {
  dashboard: HostDashboardResponse;
  listings: readonly ListingSummary[];
}

/**
 * Phones (spec 2.13): 'Complete Your Setup' while payouts cannot reach the host, this month's
 * revenue, the upcoming count, the listings and the shortcuts.
 */
export function MobileDashboard({ dashboard, listings }: MobileDashboardProps) {
  return (
    <div className="space-y-6">
      <CompleteSetupCard layout="card" />
      <DashboardStats
        data={dashboard}
        figures={['monthRevenue', 'upcoming']}
        // One column on a narrow phone: a revenue in pesos needs the width.
        className="sm:grid-cols-2"
      />
      <PropertiesList listings={listings} />
      <QuickActions />
    </div>
  );
}

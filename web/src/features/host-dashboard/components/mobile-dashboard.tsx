import type { HostDashboardResponse, ListingSummary } from '@arrendo/contracts/web';
import { DashboardStats } from './dashboard-stats';
import { PropertiesList } from './properties-list';
import { QuickActions } from './quick-actions';

export interface MobileDashboardProps {
  dashboard: HostDashboardResponse;
  listings: readonly ListingSummary[];
}

/**
 * Phones (spec 2.13): this month's revenue, the upcoming count, the listings and the shortcuts.
 * The spec's 'Complete Your Setup' card waits for the payment-setup page.
 */
export function MobileDashboard({ dashboard, listings }: MobileDashboardProps) {
  return (
    <div className="space-y-6">
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

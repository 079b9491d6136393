// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dashboardMonth, isDashboardMonth, shiftMonth } from './month';

describe('the dashboard calendar’s month', () => {
  it('is the address’s month, or the month holding today', () => {
    expect(dashboardMonth({ month: '2026-07' }, '2026-04-15')).toBe('2026-07');
    expect(dashboardMonth({}, '2026-04-15')).toBe('2026-04');
    for (const month of ['2026-13', '2026-4', '1999-12', 202607, '2026-07-01', null]) {
      expect(dashboardMonth({ month }, '2026-04-15'), String(month)).toBe('2026-04');
    }
  });

  it('moves across years, and not beyond what the API accepts', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2000-01', -1)).toBeNull();
    expect(shiftMonth('2999-12', 1)).toBeNull();
    expect(isDashboardMonth('2999-12')).toBe(true);
  });
});

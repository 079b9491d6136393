import { monthGrid } from '@/lib/month-grid';

/** The dashboard calendar's weeks for `month` (`YYYY-MM`): rows of 7 dates, Sunday first (spec 9). */
export function calendarWeeks(month: string): string[][] {
  const days = monthGrid(`${month}-01`, 0);
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

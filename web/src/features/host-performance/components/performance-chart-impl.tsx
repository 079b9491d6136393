import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface PerformanceChartPoint {
  /** The first date it holds (`YYYY-MM-DD`). */
  from: string;
  /** The axis's 'Mar 5'. */
  label: string;
  /** The tooltip's 'Mar 5, 2026' or 'Mar 2 – Mar 8'. */
  title: string;
  views: number;
  saves: number;
  requests: number;
}

export interface PerformanceChartImplProps {
  points: readonly PerformanceChartPoint[];
  labels: { views: string; saves: string; requests: string };
  count(n: number): string;
}

/**
 * Views as an area, saves as a line, booking requests as bars, on one axis of counts, drawn by
 * Recharts: this module is the only one that imports it, loaded with `lazy()`
 * (performance-chart.tsx), so the library stays in a chunk of its own that only the host's
 * pages fetch. Hidden from assistive technology: the same figures are in the table beside it.
 */
export function PerformanceChartImpl({ points, labels, count }: PerformanceChartImplProps) {
  return (
    <div aria-hidden="true" className="h-full">
      <ComposedChart
        data={[...points]}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: 280 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="#e5e5e5" />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          tick={{ fontSize: 12 }}
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={(value: number) => count(value)}
          tickLine={false}
          axisLine={false}
          width={48}
          tick={{ fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(_, payload) =>
            (payload[0]?.payload as PerformanceChartPoint | undefined)?.title ?? ''
          }
          formatter={(value, name) => [count(Number(value ?? 0)), name]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          type="monotone"
          dataKey="views"
          name={labels.views}
          stroke="var(--color-brand)"
          fill="var(--color-brand)"
          fillOpacity={0.12}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Bar
          dataKey="requests"
          name={labels.requests}
          fill="#1f2937"
          radius={[3, 3, 0, 0]}
          maxBarSize={18}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="saves"
          name={labels.saves}
          stroke="#d97706"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}

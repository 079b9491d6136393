import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';

export interface DashboardChartPoint {
  /** The first date it holds (`YYYY-MM-DD`). */
  from: string;
  /** The axis's 'Mar 5'. */
  label: string;
  /** The tooltip's 'Mar 5, 2026' or 'Mar 2 – Mar 8'. */
  title: string;
  [figure: string]: string | number | null;
}

export interface DashboardChartSeries {
  key: string;
  name: string;
  kind: 'line' | 'bar';
  color: string;
}

export interface DashboardChartImplProps {
  points: readonly DashboardChartPoint[];
  series: readonly DashboardChartSeries[];
  format(n: number): string;
}

/**
 * Lines and bars over the period on one axis, drawn by Recharts: this module is the only one of
 * the dashboard that imports it, loaded with `lazy()` (dashboard-chart.tsx), so the library
 * stays in a chunk of its own fetched only by this page (and the host's performance page).
 * Hidden from assistive technology: the same figures are in the table beside it.
 */
export function DashboardChartImpl({ points, series, format }: DashboardChartImplProps) {
  return (
    <div aria-hidden="true" className="h-full">
      <ComposedChart
        data={[...points]}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: 260 }}
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
          tickFormatter={(value: number) => format(value)}
          tickLine={false}
          axisLine={false}
          width={72}
          tick={{ fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(_, payload) =>
            (payload[0]?.payload as DashboardChartPoint | undefined)?.title ?? ''
          }
          formatter={(value, name) => [format(Number(value ?? 0)), name]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s) =>
          s.kind === 'bar' ? (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              radius={[3, 3, 0, 0]}
              maxBarSize={18}
              isAnimationActive={false}
            />
          ) : (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </div>
  );
}

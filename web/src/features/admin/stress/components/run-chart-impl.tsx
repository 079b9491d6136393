import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { LivePoint } from '../series';

export interface RunChartSeries {
  requests: string;
  failed: string;
  p95: string;
}

export interface RunChartImplProps {
  points: readonly LivePoint[];
  names: RunChartSeries;
  count(n: number): string;
  ms(n: number): string;
}

/**
 * Each second of a run: requests (bars) and failed ones (a line) on the left axis, that
 * second's p95 on the right. The only module of these pages that imports Recharts, loaded with
 * `lazy()` (run-chart.tsx), so the library stays in its own chunk. Hidden from assistive
 * technology: the same figures are in the table beside it.
 */
export function RunChartImpl({ points, names, count, ms }: RunChartImplProps) {
  return (
    <div aria-hidden="true" className="h-full">
      <ComposedChart
        data={[...points]}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: 240 }}
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
          yAxisId="count"
          allowDecimals={false}
          tickFormatter={(value: number) => count(value)}
          tickLine={false}
          axisLine={false}
          width={56}
          tick={{ fontSize: 12 }}
        />
        <YAxis
          yAxisId="ms"
          orientation="right"
          tickFormatter={(value: number) => ms(value)}
          tickLine={false}
          axisLine={false}
          width={64}
          tick={{ fontSize: 12 }}
        />
        <Tooltip
          formatter={(value, name) => [
            name === names.p95 ? ms(Number(value ?? 0)) : count(Number(value ?? 0)),
            name,
          ]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          yAxisId="count"
          dataKey="requests"
          name={names.requests}
          fill="#1f2937"
          maxBarSize={14}
          isAnimationActive={false}
        />
        <Line
          yAxisId="count"
          type="monotone"
          dataKey="failed"
          name={names.failed}
          stroke="#b91c1c"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="ms"
          type="monotone"
          dataKey="p95Ms"
          name={names.p95}
          stroke="var(--color-brand)"
          strokeWidth={2}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}

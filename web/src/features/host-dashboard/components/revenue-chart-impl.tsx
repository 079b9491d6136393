import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

export interface RevenuePoint {
  /** `YYYY-MM`. */
  month: string;
  /** The axis's 'Mar'. */
  label: string;
  /** The tooltip's 'March 2026'. */
  title: string;
  revenueClp: number;
}

export interface RevenueChartImplProps {
  points: readonly RevenuePoint[];
  seriesName: string;
  money(amountClp: number): string;
  moneyCompact(amountClp: number): string;
}

/**
 * The twelve months' bars, drawn by Recharts: this module is the only one that imports it, and
 * it is loaded with `lazy()` (revenue-chart.tsx), so the library stays in a chunk of its own that
 * only the dashboard fetches. A picture for sighted visitors: the same figures are in a table
 * beside it, and the chart is hidden from assistive technology (no keyboard layer either).
 */
export function RevenueChartImpl({
  points,
  seriesName,
  money,
  moneyCompact,
}: RevenueChartImplProps) {
  return (
    <div aria-hidden="true">
      <BarChart
        data={[...points]}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: 260 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <CartesianGrid vertical={false} stroke="#e5e5e5" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fontSize: 12 }} />
        <YAxis
          tickFormatter={(value: number) => moneyCompact(value)}
          tickLine={false}
          axisLine={false}
          width={80}
          tick={{ fontSize: 12 }}
        />
        <Tooltip
          cursor={{ fill: 'rgba(11, 122, 117, 0.08)' }}
          labelFormatter={(_, payload) =>
            (payload[0]?.payload as RevenuePoint | undefined)?.title ?? ''
          }
          formatter={(value) => [money(Number(value ?? 0)), seriesName]}
        />
        <Bar
          dataKey="revenueClp"
          name={seriesName}
          fill="var(--color-brand)"
          radius={[4, 4, 0, 0]}
        />
      </BarChart>
    </div>
  );
}

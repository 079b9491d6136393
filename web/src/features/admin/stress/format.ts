/**
 * How the stress-test pages write k6's figures: latencies in ms (seconds past one), rates as
 * percentages, counts, and a run's elapsed time. Pure, in a locale, so both languages and the
 * unit tests read the same rules; `—` stands for a figure a run does not have (yet).
 */
export interface StressFormat {
  /** `84 ms`, `9.6 ms`, `0.42 ms`, `1.25 s`. */
  ms(value: number | null | undefined): string;
  /** A fraction as a percentage: 0.0123 → `1.23 %` (`1,23 %` in Spanish). */
  rate(value: number | null | undefined): string;
  /** `1,234`. */
  count(value: number | null | undefined): string;
  /** Per second, one decimal: `12.5/s`. */
  perSecond(value: number | null | undefined): string;
  /** Elapsed seconds as `m:ss` (`0:07`, `2:05`). */
  elapsed(seconds: number | null | undefined): string;
}

export const MISSING = '—';

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function makeStressFormat(locale: string): StressFormat {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const twoDecimals = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    ms: (value) => {
      if (!known(value)) return MISSING;
      // Three significant figures at most: a p95 of 84.3127 ms says nothing more than 84 ms.
      if (value >= 1000) return `${twoDecimals.format(value / 1000)} s`;
      if (value >= 100) return `${integer.format(value)} ms`;
      if (value >= 10) return `${oneDecimal.format(value)} ms`;
      return `${twoDecimals.format(value)} ms`;
    },
    rate: (value) => (known(value) ? percent.format(value) : MISSING),
    count: (value) => (known(value) ? integer.format(value) : MISSING),
    perSecond: (value) => (known(value) ? `${oneDecimal.format(value)}/s` : MISSING),
    elapsed: (seconds) => {
      if (!known(seconds) || seconds < 0) return MISSING;
      const whole = Math.floor(seconds);
      return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
    },
  };
}

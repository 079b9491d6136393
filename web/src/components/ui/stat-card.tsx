import { useId } from 'react';
import { cn } from './cn';

export interface StatCardProps {
  label: string;
  value: string;
  hint?: string;
  /** A smaller figure on narrow screens, for a row of four long amounts (payouts, revenue). */
  compact?: boolean;
}

/**
 * One figure of a host's or an admin's page (dashboard, performance, payouts, revenue): a list
 * item named by its label (`getByRole('listitem', {name})`).
 */
export function StatCard({ label, value, hint, compact = false }: StatCardProps) {
  const id = useId();
  return (
    <li aria-labelledby={id} className="rounded-xl border border-neutral-200 bg-white p-4 md:p-5">
      <p id={id} className="text-sm font-medium text-muted">
        {label}
      </p>
      <p
        className={cn(
          'mt-1 font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere]',
          compact ? 'text-lg sm:text-xl md:text-2xl' : 'text-2xl',
        )}
      >
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </li>
  );
}

import { useId } from 'react';

export interface StatCardProps {
  label: string;
  value: string;
  hint?: string;
}

/** One figure of the dashboard: a list item named by its label (`getByRole('listitem', {name})`). */
export function StatCard({ label, value, hint }: StatCardProps) {
  const id = useId();
  return (
    <li aria-labelledby={id} className="rounded-xl border border-neutral-200 bg-white p-4 md:p-5">
      <p id={id} className="text-sm font-medium text-muted">
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere]">
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </li>
  );
}

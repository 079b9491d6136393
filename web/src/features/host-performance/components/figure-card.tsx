import { useId } from 'react';

export interface FigureCardProps {
  label: string;
  value: string;
  hint: string;
}

/**
 * One figure: a list item named by its label (`getByRole('listitem', {name})`), as the
 * dashboard's cards. Its own component, not the dashboard's: a module the two pages shared
 * would become a chunk of its own, one more name for the entry to list (.size-limit.ts).
 */
export function FigureCard({ label, value, hint }: FigureCardProps) {
  const id = useId();
  return (
    <li aria-labelledby={id} className="rounded-xl border border-neutral-200 bg-white p-4 md:p-5">
      <p id={id} className="text-sm font-medium text-muted">
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere]">
        {value}
      </p>
      <p className="mt-1 text-xs text-muted">{hint}</p>
    </li>
  );
}

import { Suspense, useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { Spinner } from '../bar/spinner';
import type { SearchStep } from '../bar/search-form';

interface StepCardProps {
  step: SearchStep;
  expanded: boolean;
  /** The open step's question (spec §2.5: 'Where are you going?'…). */
  title: string;
  /** The collapsed summary: the step's name and its value or placeholder. */
  label: string;
  value: ReactNode;
  onExpand: () => void;
  invalid?: boolean;
  /** Failed attempts so far: each one restarts the shake (0 = none). */
  shake?: number;
  children: ReactNode;
}

/** One step of the mobile modal: its summary row, or, when open, its question and content. */
export function StepCard({
  step,
  expanded,
  title,
  label,
  value,
  onExpand,
  invalid = false,
  shake = 0,
  children,
}: StepCardProps) {
  const { t } = useTranslation('search');
  const titleId = useId();
  const shakeClass =
    shake > 0 &&
    (shake % 2 === 1 ? 'motion-safe:animate-shake' : 'motion-safe:animate-shake-again');
  if (!expanded) {
    return (
      <button
        type="button"
        onClick={onExpand}
        data-testid={`step-${step}`}
        data-invalid={invalid || undefined}
        className={cn(
          'flex w-full items-center justify-between gap-4 rounded-2xl bg-white px-5 py-4 text-left text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-dark',
          invalid && 'ring-2 ring-red-600',
          shakeClass,
        )}
      >
        <span className="text-muted">{label}</span>
        <span className="min-w-0 truncate font-semibold">
          <Suspense fallback={null}>{value}</Suspense>
        </span>
      </button>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`step-${step}`}
      data-expanded="true"
      data-invalid={invalid || undefined}
      className={cn(
        'rounded-3xl bg-white p-5 shadow-md',
        invalid && 'ring-2 ring-red-600',
        shakeClass,
      )}
    >
      <h2 id={titleId} className="mb-4 text-[22px] font-bold tracking-tight">
        {title}
      </h2>
      <Suspense
        fallback={
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner />
            {t('bar.loading')}
          </p>
        }
      >
        {children}
      </Suspense>
    </section>
  );
}

import { useId } from 'react';
import { cn } from '@/components/ui/cn';

interface SwitchRowProps {
  label: string;
  hint: string;
  on: boolean;
  onChange(on: boolean): void;
  testId: string;
}

/** A labelled on/off switch (Pet friendly, Instant Book). */
export function SwitchRow({ label, hint, on, onChange, testId }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="text-base">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        onClick={() => onChange(!on)}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900',
          on ? 'bg-ink' : 'bg-neutral-300',
        )}
      >
        <span
          className={cn(
            'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
            on && 'translate-x-5',
          )}
        />
      </button>
    </div>
  );
}

import { useId } from 'react';
import { Switch } from '@/components/ui/switch';

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
      <Switch
        id={id}
        checked={on}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
      />
    </div>
  );
}

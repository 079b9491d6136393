import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'onChange'
> {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}

/** An on/off switch (`role="switch"`); label it with a `<label htmlFor>` on its `id`. */
export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      {...props}
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
        checked ? 'bg-ink' : 'bg-neutral-300',
        className,
      )}
    >
      <span
        className={cn(
          'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
          checked && 'translate-x-5',
        )}
      />
    </button>
  );
}

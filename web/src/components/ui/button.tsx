import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark disabled:opacity-50',
  secondary:
    'border border-neutral-900 bg-white text-neutral-900 hover:bg-neutral-50 disabled:border-neutral-300 disabled:text-neutral-400 disabled:hover:bg-white',
  outline:
    'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50 disabled:opacity-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-50',
  ghost: 'text-neutral-900 hover:bg-neutral-100 disabled:opacity-50',
  link: 'text-neutral-900 underline underline-offset-2 hover:text-neutral-600 disabled:text-neutral-400 disabled:no-underline',
};

// Forms use `lg` (body-size text); compact page actions `md`; secondary list actions `sm`.
const SIZES: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-3 text-sm',
  lg: 'px-5 py-3 text-base',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The classes of a button, for elements that must look like one (a Radix trigger, a link). */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyle = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-not-allowed',
    // A link-style button sits in running text: no box of its own.
    variant === 'link' ? 'rounded' : cn('rounded-lg', SIZES[size]),
    VARIANTS[variant],
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {}

/** The one button of the app; `type` defaults to "button" so only submits submit. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(buttonClass({ variant, size }), className)}
      {...props}
    />
  );
});

import { cn } from '@/components/ui/cn';

/** The Search button's busy mark (decorative: the button says "Searching…" to screen readers). */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none',
        className,
      )}
    />
  );
}

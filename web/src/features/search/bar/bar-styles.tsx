import { cn } from '@/components/ui/cn';

// Shared by the bar and its first-paint stand-in (bar-shell.tsx), so the swap does not move.

export const BAR_FORM_CLASS = 'relative mx-auto w-full max-w-[850px] lg:min-w-[720px]';

export function barRowClass(anyOpen: boolean): string {
  return cn(
    'flex items-center rounded-full border border-neutral-200 shadow-md transition-colors',
    anyOpen ? 'bg-neutral-100' : 'bg-white',
  );
}

export function segmentClass(active: boolean, anyOpen: boolean): string {
  return cn(
    'min-w-0 flex-1 rounded-full px-5 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-dark',
    active ? 'bg-white shadow-lg' : anyOpen ? 'hover:bg-neutral-200' : 'hover:bg-neutral-100',
  );
}

export const SEGMENT_LABEL_CLASS = 'block truncate text-xs font-semibold text-ink';
export const SEGMENT_VALUE_CLASS = 'block truncate text-sm text-muted';
export const WHERE_SEGMENT_CLASS = 'min-w-0 flex-[1.4] cursor-text';
export const WHERE_INPUT_CLASS =
  'block w-full truncate bg-transparent text-sm text-ink placeholder:text-muted focus:outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-dark';

export function Divider() {
  return <span aria-hidden="true" className="h-8 w-px shrink-0 bg-neutral-200" />;
}

import { cn } from '@/components/ui/cn';
import { CategoryIcon } from '@/components/icons/category-icon';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';

interface WhatOptionProps {
  /** The catalogue id whose icon is drawn. */
  icon: string;
  label: string;
  /** The step's value is this option. */
  pressed: boolean;
  /** Desktop: the category whose subcategories the right panel shows. */
  current?: boolean;
  /** Mobile categories lead to a second view: show a chevron. */
  trailing?: boolean;
  onClick: () => void;
}

/** One choice of the What step: the catalogue's icon, its label, pressed when it is the value. */
export function WhatOption({ icon, label, pressed, current, trailing, onClick }: WhatOptionProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm hover:bg-neutral-100',
        (pressed || current) && 'bg-neutral-100',
        pressed && 'font-semibold',
      )}
    >
      <CategoryIcon id={icon} className="size-5 shrink-0" />
      <span className="flex-1">{label}</span>
      {trailing && <ChevronLeftIcon className="size-4 rotate-180 text-muted" />}
    </button>
  );
}

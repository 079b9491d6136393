import { useTranslation } from 'react-i18next';
import type { PropertyStatus } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

// Dark text on a light tint: every pair passes WCAG AA, and the word carries the meaning.
const TONES: Record<PropertyStatus | 'unlistedByAdmin', string> = {
  draft: 'bg-amber-100 text-amber-900 ring-amber-300',
  published: 'bg-green-100 text-green-900 ring-green-300',
  unlisted: 'bg-neutral-100 text-neutral-800 ring-neutral-300',
  // An admin's unlisting (decision 0049) outranks the host's own state.
  unlistedByAdmin: 'bg-red-100 text-red-900 ring-red-300',
};

export function StatusBadge({ status }: { status: PropertyStatus | 'unlistedByAdmin' }) {
  const { t } = useTranslation('manage');
  return (
    <span
      data-testid="listing-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { TripStage } from '@arrendo/contracts/web';
import { cn } from '@/components/ui/cn';

const TONES: Record<TripStage, string> = {
  inquiry: 'bg-neutral-100 text-neutral-800',
  requested: 'bg-sky-100 text-sky-900',
  upcoming: 'bg-green-100 text-green-900',
  current: 'bg-emerald-100 text-emerald-900',
  past: 'bg-neutral-100 text-neutral-700',
  cancelled: 'bg-neutral-200 text-neutral-700',
};

/** Where the conversation's trip stands (contracts `TripStage`). */
export function StageChip({ stage, className }: { stage: TripStage; className?: string }) {
  const { t } = useTranslation('messages');
  return (
    <span
      data-testid="stage-chip"
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        TONES[stage],
        className,
      )}
    >
      {t(`stage.${stage}`)}
    </span>
  );
}

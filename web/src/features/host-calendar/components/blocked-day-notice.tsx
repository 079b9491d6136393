import { useTranslation } from 'react-i18next';
import type { CalendarBlock } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';

export interface BlockedDayNoticeProps {
  block: CalendarBlock;
  onUnblock(): void;
  pending: boolean;
  /** The API's refusal, in the host's language. */
  error: string | null;
}

/** The selected day is blocked: says so, with the block's note, and offers to free that day. */
export function BlockedDayNotice({ block, onUnblock, pending, error }: BlockedDayNoticeProps) {
  const { t } = useTranslation('host-calendar');
  return (
    <div className="rounded-xl bg-neutral-100 p-3">
      <p className="font-semibold">{t('blocked.title')}</p>
      {block.note ? (
        <p className="mt-1 text-sm break-words text-neutral-700">
          {t('blocked.note', { note: block.note })}
        </p>
      ) : null}
      <div className="mt-3 space-y-2">
        <FormError message={error} />
        <Button variant="outline" size="sm" disabled={pending} onClick={onUnblock}>
          {t('blocked.unblock')}
        </Button>
      </div>
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useNewExportAddress } from '../api';
import { syncErrorMessage } from '../errors';
import { useCopyText } from '../use-copy-text';

export interface ExportCalendarProps {
  propertyId: string;
  exportUrl: string;
}

/**
 * The listing's own calendar for other sites to follow: its secret address, to copy, and a way
 * to replace it (the old one stops working) when it reached someone it should not have.
 */
export function ExportCalendar({ propertyId, exportUrl }: ExportCalendarProps) {
  const { t } = useTranslation('calendar-sync');
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state: copied, copy } = useCopyText();
  const renew = useNewExportAddress(propertyId);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const onCopy = async () => {
    setResult(null);
    // Refused: the address is focused and selected, ready for the keyboard's copy.
    if ((await copy(exportUrl)) === 'failed') {
      input.current?.focus();
      input.current?.select();
    }
  };

  const onRenew = () =>
    renew.mutate(undefined, {
      onSuccess: () => setResult({ ok: true, message: t('export.renewed') }),
      onError: (error) => setResult({ ok: false, message: syncErrorMessage(t, error) }),
      onSettled: () => setConfirming(false),
    });

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold">
        {t('export.title')}
      </h3>
      <p className="mt-1 mb-4 text-sm text-neutral-600">{t('export.explanation')}</p>
      <TextField
        ref={input}
        label={t('export.addressLabel')}
        value={exportUrl}
        readOnly
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => void onCopy()}>
          {t('export.copy')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setResult(null);
            setConfirming(true);
          }}
        >
          {t('export.renew')}
        </Button>
        <p role="status" className="text-sm text-neutral-700">
          {copied === 'copied' ? t('export.copied') : null}
          {copied === 'failed' ? t('export.copyFailed') : null}
        </p>
      </div>
      <div aria-live="polite" className="mt-2">
        {result ? (
          <p
            role={result.ok ? undefined : 'alert'}
            className={result.ok ? 'text-sm text-emerald-800' : 'text-sm text-red-700'}
          >
            {result.message}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!renew.isPending) setConfirming(open);
        }}
        title={t('export.renewTitle')}
        description={t('export.renewBody')}
        confirmLabel={t('export.renewConfirm')}
        cancelLabel={t('cancel')}
        pending={renew.isPending}
        onConfirm={onRenew}
      />
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { MessageReportReason, type Message } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { messagesApi } from '../api';

const DETAILS_MAX = 1000;

/** Reports a message from the other person to the admins' message reports (reason + details). */
export function ReportDialog({
  message,
  onClose,
}: {
  /** The message being reported; null keeps the dialog closed. */
  message: Message | null;
  onClose(): void;
}) {
  const { t } = useTranslation('messages');
  const [reason, setReason] = useState<MessageReportReason>('spam');
  const [details, setDetails] = useState('');
  const report = useMutation({
    mutationFn: messagesApi.report,
    onSuccess: () => {
      toast.success(t('report.done'));
      setDetails('');
      onClose();
    },
    onError: () => toast.error(t('report.failed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message) return;
    const text = details.trim();
    report.mutate({ messageId: message.id, reason, ...(text ? { details: text } : {}) });
  };

  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t('report.title')}
        closeLabel={t('report.close')}
        className="md:w-[min(92vw,480px)]"
      >
        <form onSubmit={submit} className="space-y-4" data-testid="report-form">
          <SelectField
            label={t('report.reason')}
            value={reason}
            onChange={(e) => setReason(MessageReportReason.parse(e.target.value))}
          >
            {MessageReportReason.options.map((option) => (
              <option key={option} value={option}>
                {t(`report.reasons.${option}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t('report.details')}
            value={details}
            maxLength={DETAILS_MAX}
            rows={4}
            onChange={(e) => setDetails(e.target.value)}
          />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {t('report.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { RemoveMessageBody, WarnSenderBody, type MessageReport } from '@arrendo/contracts/web';
import { Button, buttonClass } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { MESSAGE_REPORTS_KEY, messageReportsApi } from '../api';
import { TextDialog } from './text-dialog';

/**
 * What an admin can still do about a report: dismiss it (open only), remove its message (until
 * removed), warn its sender (once, unless dismissed), and suspend the sender on their user page.
 */
export function ReportActions({ report }: { report: MessageReport }) {
  const { t } = useTranslation('admin-message-reports');
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'remove' | 'warn' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const dismiss = useMutation({
    mutationFn: () => messageReportsApi.dismiss(report.id),
    onMutate: () => setProblem(null),
    onSuccess: () => toast.success(t('actions.dismissed')),
    onError: (error) =>
      setProblem(
        ApiError.is(error) && error.status === 409
          ? t('errors.conflict', { message: error.message })
          : t('errors.generic'),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGE_REPORTS_KEY }),
  });
  const open = report.status === 'open';
  const canWarn = report.warning === null && report.outcome !== 'dismissed';
  const sender = report.message.senderName || t('card.deletedUser');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {open ? (
          <Button
            variant="outline"
            size="sm"
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate()}
          >
            {t('actions.dismiss')}
          </Button>
        ) : null}
        {!report.message.removed ? (
          <Button variant="danger" size="sm" onClick={() => setDialog('remove')}>
            {t('actions.remove')}
          </Button>
        ) : null}
        {canWarn ? (
          <Button variant="secondary" size="sm" onClick={() => setDialog('warn')}>
            {t('actions.warn', { name: sender })}
          </Button>
        ) : null}
        <Link
          to="/admin/users/$userId"
          params={{ userId: report.message.senderId }}
          className={buttonClass({ variant: 'link', size: 'sm' })}
        >
          {t('actions.suspend', { name: sender })}
        </Link>
      </div>
      <FormError message={problem} />
      <TextDialog
        open={dialog === 'remove'}
        onOpenChange={(next) => setDialog(next ? 'remove' : null)}
        schema={RemoveMessageBody}
        field="reason"
        kind="remove"
        variant="danger"
        submit={(body) => messageReportsApi.remove(report.message.id, body)}
      />
      <TextDialog
        open={dialog === 'warn'}
        onOpenChange={(next) => setDialog(next ? 'warn' : null)}
        schema={WarnSenderBody}
        field="message"
        kind="warn"
        variant="primary"
        submit={(body) => messageReportsApi.warn(report.id, body)}
      />
    </div>
  );
}

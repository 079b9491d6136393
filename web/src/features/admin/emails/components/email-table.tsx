import { useTranslation } from 'react-i18next';
import type { AdminEmailsResponse } from '@arrendo/contracts/web';
import { useDateTimeFormat } from '../../dead-letters/use-date-time-format';

type EmailRow = AdminEmailsResponse['items'][number];

const STATUS_CLASS: Record<EmailRow['status'], string> = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-neutral-200 text-neutral-800',
};

/** The log's rows, newest first; each opens its preview. */
export function EmailTable({
  emails,
  onOpen,
}: {
  emails: readonly EmailRow[];
  onOpen(id: string): void;
}) {
  const { t } = useTranslation('admin-emails');
  const dateTime = useDateTimeFormat();
  return (
    <table className="w-full min-w-[760px] text-left text-sm">
      <thead className="border-b border-neutral-300">
        <tr>
          <th className="py-2 pr-4">{t('columns.createdAt')}</th>
          <th className="py-2 pr-4">{t('columns.to')}</th>
          <th className="py-2 pr-4">{t('columns.subject')}</th>
          <th className="py-2 pr-4">{t('columns.template')}</th>
          <th className="py-2 pr-4">{t('columns.status')}</th>
          <th className="py-2 pr-4">
            <span className="sr-only">{t('columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {emails.map((email) => (
          <tr key={email.id} className="border-b border-neutral-200 align-top">
            <td className="py-2 pr-4 whitespace-nowrap">
              {dateTime.format(new Date(email.createdAt))}
            </td>
            <td className="py-2 pr-4 break-all">{email.to}</td>
            <td className="py-2 pr-4">{email.subject}</td>
            <td className="py-2 pr-4">{t(`templates.${email.template}`)}</td>
            <td className="py-2 pr-4">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[email.status]}`}
                title={email.error ?? undefined}
              >
                {t(`statuses.${email.status}`)}
              </span>
            </td>
            <td className="py-2 pr-4">
              <button
                type="button"
                className="font-medium underline underline-offset-2 hover:text-neutral-600"
                aria-label={t('list.previewOf', { subject: email.subject, to: email.to })}
                onClick={() => onOpen(email.id)}
              >
                {t('list.preview')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

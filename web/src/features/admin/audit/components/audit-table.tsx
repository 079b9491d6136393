import { useTranslation } from 'react-i18next';
import type { AdminAuditEntry } from '@arrendo/contracts/web';
import { useDateTimeFormat } from '@/features/admin/dead-letters/use-date-time-format';
import { actionKeys } from '../changes';
import { AuditChanges } from './audit-changes';

const COLUMNS = ['when', 'who', 'action', 'target', 'reason', 'changes'] as const;
const cell = 'py-3 pr-4 align-top';

/** The entries, newest first; times in the viewer's zone, actions in words where known. */
export function AuditTable({ entries }: { entries: AdminAuditEntry[] }) {
  const { t } = useTranslation('admin-audit');
  const format = useDateTimeFormat();
  return (
    <table className="w-full min-w-[56rem] text-left text-sm">
      <caption className="sr-only">{t('list.caption')}</caption>
      <thead className="border-b border-neutral-300">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="py-2 pr-4">
              {t(`columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const action = t(actionKeys(entry.action), { defaultValue: entry.action });
          const targetType = t(`targets.${entry.target.type}`, {
            defaultValue: entry.target.type,
          });
          return (
            <tr key={entry.id} className="border-b border-neutral-100">
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.occurredAt}>{format.format(new Date(entry.occurredAt))}</time>
              </td>
              <td className={`${cell} break-all`}>
                {entry.actorEmail || (
                  <span className="text-neutral-600">
                    {t('deletedActor')} <span className="font-mono text-xs">{entry.actorId}</span>
                  </span>
                )}
              </td>
              <td className={cell}>
                <p>{action}</p>
                <p className="font-mono text-xs text-neutral-600">{entry.action}</p>
              </td>
              <td className={`${cell} min-w-40`}>
                <p>{targetType}</p>
                <p className="font-mono text-xs break-all text-neutral-600">{entry.target.id}</p>
              </td>
              <td className={`${cell} max-w-xs break-words`}>{entry.reason ?? t('noReason')}</td>
              <td className={`${cell} min-w-56`}>
                <AuditChanges entry={entry} label={`${action}: ${entry.target.id}`} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

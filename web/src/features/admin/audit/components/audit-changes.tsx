import { useTranslation } from 'react-i18next';
import type { AdminAuditEntry } from '@arrendo/contracts/web';
import { changedFields, formatValue } from '../changes';

/** The fields one action changed, before and after, folded away until asked for. */
export function AuditChanges({ entry, label }: { entry: AdminAuditEntry; label: string }) {
  const { t } = useTranslation('admin-audit');
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-neutral-600">{t('changes.none')}</span>;
  const shown = (value: unknown) => formatValue(value) ?? t('changes.empty');
  return (
    <details>
      <summary className="cursor-pointer text-neutral-800">{t('changes.show')}</summary>
      <table className="mt-2 text-xs" aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className="pr-3 text-left">
              {t('changes.field')}
            </th>
            <th scope="col" className="pr-3 text-left">
              {t('changes.before')}
            </th>
            <th scope="col" className="text-left">
              {t('changes.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="pr-3 text-left font-mono font-normal">
                {change.field}
              </th>
              <td className="pr-3 break-words text-red-800">{shown(change.before)}</td>
              <td className="break-words text-green-800">{shown(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

import { useTranslation } from 'react-i18next';
import { errorReference } from '@/lib/api-error';

/**
 * "Reference: <trace id>" under a failure, when the server gave one: the id support looks up in
 * the logs and traces (issue 29), to quote in a message to support.
 */
export function ErrorReference({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation('common');
  const id = errorReference(error);
  if (!id) return null;
  return (
    <p className={className ?? 'mt-4 break-all text-xs text-muted'} data-testid="error-reference">
      {t('errors.reference', { id })}
    </p>
  );
}

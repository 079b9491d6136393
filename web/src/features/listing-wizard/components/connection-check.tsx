import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { healthQueryOptions, isDatabaseUnreachable } from '@/features/shell/api';

/**
 * Spec 2.16/8: the wizard asks the BFF's health when it opens (decisions.md: friendly texts, never
 * database internals), so a host learns before typing that saving may fail.
 */
export function ConnectionCheck() {
  const { t } = useTranslation('wizard');
  const health = useQuery({
    ...healthQueryOptions(),
    queryKey: ['health', 'wizard'],
    staleTime: 0,
    gcTime: 0,
  });
  if (health.isPending) {
    return (
      <p role="status" data-testid="connection-checking" className="text-sm text-neutral-600">
        {t('connection.checking')}
      </p>
    );
  }
  if (!isDatabaseUnreachable(health.data, health.isError)) return null;
  return (
    <div
      role="alert"
      data-testid="connection-error"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{t('connection.errorTitle')}</p>
      <p>{t('connection.errorBody')}</p>
      <p>{t('connection.errorImpact')}</p>
      <p>{t('connection.errorAdvice')}</p>
    </div>
  );
}

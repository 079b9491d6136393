import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A payment provider's name in the interface language; a provider this build does not know
 * yet (a newer payment service) shows as its code.
 */
export function useProviderName(): (provider: string) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (provider: string) => t(`revenue.providers.names.${provider}`, { defaultValue: provider }),
    [t],
  );
}

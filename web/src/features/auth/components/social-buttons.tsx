import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OAuthProvider } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { oauthStartUrl, providersQuery } from '../api';

const PROVIDERS: readonly OAuthProvider[] = ['google', 'facebook', 'apple'];

/**
 * Enabled only for providers the BFF reports as configured; the others stay visible but disabled
 * with their reason, so there is never a button that does nothing.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const { data } = useQuery(providersQuery);
  const enabled = new Set(data?.providers.filter((p) => p.enabled).map((p) => p.id));
  return (
    <div className="space-y-3">
      {PROVIDERS.map((id) => {
        const isEnabled = enabled.has(id);
        const reasonId = `social-${id}-reason`;
        return (
          <div key={id}>
            <Button
              variant="secondary"
              size="lg"
              disabled={!isEnabled}
              title={isEnabled ? undefined : t('social.notAvailable')}
              aria-describedby={isEnabled ? undefined : reasonId}
              onClick={() => window.location.assign(oauthStartUrl(id))}
              className="relative w-full"
            >
              <span aria-hidden="true" className="absolute left-4 font-bold">
                {id === 'google' ? 'G' : id === 'facebook' ? 'f' : ''}
              </span>
              {t(`social.${id}`)}
            </Button>
            {isEnabled ? null : (
              <p id={reasonId} className="mt-1 text-center text-xs text-neutral-500">
                {t('social.notAvailable')}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

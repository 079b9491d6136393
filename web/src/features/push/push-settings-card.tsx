import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePushDevice } from './use-push-device';

/**
 * Push on this device, at the top of /notifications/settings: the browser's permission
 * (default, granted, denied; spec 4) and what can be done in each. Per-type push switches are
 * the settings page's; this card decides whether this device receives any.
 */
export function PushSettingsCard() {
  const { t } = useTranslation('push');
  const { state, busy, problem, testedOn, turnOn, turnOff, sendTest } = usePushDevice();

  return (
    <section
      aria-labelledby="push-settings-title"
      data-push-state={state.kind === 'granted' ? (state.subscribed ? 'on' : 'off') : state.kind}
      className="space-y-4 rounded-xl border border-neutral-200 p-6"
    >
      <div className="space-y-1">
        <h2 id="push-settings-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-neutral-700">{t('intro')}</p>
      </div>

      {state.kind === 'checking' && <Skeleton className="h-10 w-64" />}

      {state.kind === 'unsupported' && <p className="text-sm">{t('unsupported')}</p>}

      {state.kind === 'denied' && (
        <div className="space-y-1 text-sm">
          <p className="font-medium">{t('denied.heading')}</p>
          <p>{t('denied.howTo')}</p>
        </div>
      )}

      {(state.kind === 'default' || (state.kind === 'granted' && !state.subscribed)) && (
        <div className="space-y-3">
          {state.kind === 'granted' && <p className="text-sm">{t('off')}</p>}
          <Button onClick={() => void turnOn()} disabled={busy}>
            {busy ? t('turningOn') : t('turnOn')}
          </Button>
        </div>
      )}

      {state.kind === 'granted' && state.subscribed && (
        <div className="space-y-3">
          <p className="text-sm font-medium text-green-800">{t('on')}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" size="sm" onClick={() => void sendTest()} disabled={busy}>
              {t('sendTest')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void turnOff()} disabled={busy}>
              {t('turnOff')}
            </Button>
          </div>
        </div>
      )}

      {testedOn !== null && (
        <p role="status" className="text-sm text-neutral-700">
          {testedOn > 0 ? t('testSent', { count: testedOn }) : t('testNoDevice')}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {t(`errors.${problem}`)}
        </p>
      )}
    </section>
  );
}

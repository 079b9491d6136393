import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import {
  NOTIFICATION_GROUPS,
  NotificationChannel,
  type NotificationSetting,
  type NotificationType,
} from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { PushSettings } from '@/features/push/push-settings';
import { useRouteRetry } from '@/features/shell/use-route-retry';
import { usePageTitle } from '@/lib/page-title';
import { notificationKeys, notificationSettingsQueryOptions, notificationsApi } from '../api';

const FRAME = 'mx-auto max-w-3xl px-5 pt-6 pb-24 md:px-10';

/**
 * `/notifications/settings`: a switch per type and channel, each saved as it changes. A type
 * without an email has no email switch. Security emails are no row: they cannot be turned off.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  usePageTitle('notifications:settings.title');
  const client = useQueryClient();
  const { data } = useSuspenseQuery(notificationSettingsQueryOptions);
  const byKey = new Map(data.settings.map((s) => [`${s.type}:${s.channel}`, s.enabled]));
  const save = useMutation({
    mutationFn: (change: NotificationSetting) => notificationsApi.saveSettings([change]),
    onSuccess: (saved) => {
      client.setQueryData(notificationKeys.settings, saved);
      toast.success(t('settings.saved'));
    },
    onError: () => toast.error(t('settings.saveFailed')),
  });

  return (
    <div className={FRAME}>
      <Link to="/notifications" className="text-sm font-semibold underline">
        {t('settings.back')}
      </Link>
      <h1 className="mt-4 mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">
        {t('settings.title')}
      </h1>
      <div className="mb-8">
        <PushSettings />
      </div>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('settings.caption')}</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-sm text-muted">
            <th scope="col" className="py-3 font-semibold">
              {t('settings.type')}
            </th>
            {NotificationChannel.options.map((channel) => (
              <th key={channel} scope="col" className="w-20 py-3 text-center font-semibold">
                {t(`channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        {Object.entries(NOTIFICATION_GROUPS).map(([group, types]) => (
          <tbody key={group}>
            <tr>
              <th scope="colgroup" colSpan={4} className="pt-6 pb-2 text-lg font-semibold">
                {t(`groups.${group}`)}
              </th>
            </tr>
            {types.map((type: NotificationType) => (
              <tr key={type} className="border-b border-neutral-100">
                <th scope="row" id={`type-${type}`} className="py-3 pr-4 font-normal">
                  {t(`types.${type}`)}
                </th>
                {NotificationChannel.options.map((channel) => {
                  const enabled = byKey.get(`${type}:${channel}`);
                  return (
                    <td key={channel} className="py-3 text-center">
                      {enabled === undefined ? (
                        <span className="text-muted" title={t('settings.noEmail')}>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t('settings.noEmail')}</span>
                        </span>
                      ) : (
                        <Switch
                          checked={enabled}
                          disabled={save.isPending}
                          aria-label={t('settings.switch', {
                            type: t(`types.${type}`),
                            channel: t(`channels.${channel}`),
                          })}
                          data-testid={`switch-${type}-${channel}`}
                          onCheckedChange={(on) => save.mutate({ type, channel, enabled: on })}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <p className="mt-8 rounded-xl bg-neutral-50 p-4 text-sm text-muted" role="note">
        {t('settings.security')}
      </p>
    </div>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('notifications');
  return (
    <div className={FRAME}>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight md:text-[32px]">
        {t('settings.title')}
      </h1>
      {children}
    </div>
  );
}

export function NotificationSettingsPending() {
  usePageTitle('notifications:settings.title');
  return (
    <Frame>
      <div aria-busy="true" className="space-y-3">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full rounded-lg" />
        ))}
      </div>
    </Frame>
  );
}

export function NotificationSettingsError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('notifications');
  usePageTitle('notifications:settings.title');
  const retry = useRouteRetry(reset);
  return (
    <Frame>
      <div role="alert" className="py-16 text-center">
        <p className="text-lg font-semibold">{t('settings.loadFailed')}</p>
        <Button className="mt-6" variant="secondary" onClick={retry}>
          {t('page.retry')}
        </Button>
      </div>
    </Frame>
  );
}

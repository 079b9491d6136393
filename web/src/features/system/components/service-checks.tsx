import { useTranslation } from 'react-i18next';
import type { ApiHealthResponse } from '@arrendo/contracts/web';

type Check = ApiHealthResponse['checks'][string];

const STATE_TONE = {
  ok: 'bg-green-50 text-green-800',
  degraded: 'bg-amber-50 text-amber-900',
  down: 'bg-red-50 text-red-800',
} as const;

/**
 * The BFF writes a service's failed checks as `<check>: <detail>; …`, and every service checks
 * its database as `postgres` (services/kit health): the one reason worth naming to an operator.
 */
export function databaseDown(check: Check): boolean {
  return (
    check.status !== 'ok' &&
    (check.detail ?? '').split('; ').some((part) => part.startsWith('postgres:'))
  );
}

/** One row per check of `/api/health`, in its order: NATS, Redis, then each service. */
export function ServiceChecks({ checks }: { checks: ApiHealthResponse['checks'] }) {
  const { t } = useTranslation('common');
  return (
    <ul className="mt-4 divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
      {Object.entries(checks).map(([name, check]) => (
        <li
          key={name}
          data-testid="service-check"
          data-service={name}
          data-state={check.status}
          className="flex items-center justify-between gap-4 px-4 py-3"
        >
          <span className="flex flex-col">
            <span className="font-medium">
              {t(`status.services.names.${name}`, { defaultValue: name })}
            </span>
            {/* The system's own identifier: the same in every language, as in the logs. */}
            <span className="font-mono text-xs text-muted">{name}</span>
            {databaseDown(check) ? (
              <span className="text-sm text-red-800">{t('status.services.databaseDown')}</span>
            ) : null}
          </span>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONE[check.status]}`}
          >
            {t(`status.state.${check.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

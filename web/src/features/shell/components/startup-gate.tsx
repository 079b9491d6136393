import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18nReady } from '@/i18n';
import { healthQueryOptions, isDatabaseUnreachable } from '../api';
import { startupRates } from '../startup';
import { LogoMark } from './logo';

type Phase = 'database' | 'currency' | 'finalizing' | 'ready';

/**
 * Spec 2.2 / §4 "Startup readiness": database connection, currency system, finalising. Each
 * phase is real work; none is padded with a delay. The checks themselves start together, before
 * React renders (main.tsx → startStartup); the phases follow them in order.
 */
export function StartupGate({
  children,
  started = false,
}: {
  children: ReactNode;
  /** The checks are over already (the server drew the first screen, main.tsx waited for them). */
  started?: boolean;
}) {
  const { t } = useTranslation('boot');
  const health = useQuery(healthQueryOptions());
  const [phase, setPhase] = useState<Phase>(started ? 'ready' : 'database');

  useEffect(() => {
    if (phase !== 'database' || health.isPending) return;
    setPhase('currency');
    // Already under way (main.tsx); started here too when the gate is rendered on its own.
    void startupRates()
      .then(() => {
        setPhase('finalizing');
        return i18nReady;
      })
      .then(() => setPhase('ready'));
  }, [phase, health.isPending]);

  if (phase !== 'ready') {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex min-h-dvh flex-col items-center justify-center gap-6"
      >
        <LogoMark className="size-14 animate-pulse text-brand" />
        <p className="text-sm text-muted" data-testid="startup-phase">
          {t(`startup.${phase}`)}
        </p>
      </div>
    );
  }
  return <>{children}</>;
}

/** Spec §8: a red banner when the first check finds the database unreachable. */
export function DatabaseDownBanner() {
  const { t } = useTranslation('boot');
  const health = useQuery(healthQueryOptions());
  if (!isDatabaseUnreachable(health.data, health.isError)) return null;
  return (
    <div role="alert" className="bg-red-600 px-4 py-2 text-center text-sm font-medium text-white">
      {t('startup.databaseDown')}
    </div>
  );
}

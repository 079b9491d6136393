import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '@/features/shell/components/error-boundary';
import { StartupGate } from '@/features/shell/components/startup-gate';
import { firstScreenTakenOver } from '@/features/shell/first-screen-drawing';
import type { createAppRouter } from './router';

export interface AppRootProps {
  i18n: I18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** The startup checks are over (the server drew the first screen): no startup screen. */
  started: boolean;
}

/** The app as the browser draws it and as the server draws a first screen (entry-server.tsx). */
export function AppRoot({ i18n, queryClient, router, started }: AppRootProps) {
  // The first commit is over (every child's effects ran first).
  useEffect(firstScreenTakenOver, []);
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <StartupGate started={started}>
            <RouterProvider router={router} />
          </StartupGate>
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}

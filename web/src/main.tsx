import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { config as configureZod } from 'zod';
import './styles.css';
import { i18n } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from '@/features/shell/components/error-boundary';
import { StartupGate } from '@/features/shell/components/startup-gate';
import { startStartup } from '@/features/shell/startup';
import { BrowserNotSupported } from '@/features/shell/components/browser-not-supported';
import { missingBrowserFeatures } from '@/lib/browser-support';
import { createAppRouter } from './router';

// The CSP forbids eval; without this zod probes `new Function` and logs a CSP violation.
configureZod({ jitless: true });

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const missing = missingBrowserFeatures();
if (missing.length > 0) console.error(`Browser not supported; missing: ${missing.join(', ')}`);
// The startup checks and the first page's code, data and photo, all at once (features/shell/startup.ts).
else startStartup(queryClient, router);

// The offline shell and web push: registered once the page has loaded, off the startup path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('@/features/pwa/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      {missing.length > 0 ? (
        <BrowserNotSupported />
      ) : (
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <StartupGate>
              <RouterProvider router={router} />
            </StartupGate>
          </QueryClientProvider>
        </AppErrorBoundary>
      )}
    </I18nextProvider>
  </StrictMode>,
);

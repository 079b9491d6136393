import { defineConfig, devices } from '@playwright/test';

const ci = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';

// The system runs once for the whole run (web/e2e/support/global-setup.ts) on a free port; its URL
// reaches the workers through E2E_BASE_URL, set by the global setup before they start.
export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  globalSetup: './web/e2e/support/global-setup.ts',
  // One worker by default: on 2 cores the system under test needs the other one (a run with two
  // workers measured slower). E2E_WORKERS=2 on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    // The app's service worker (offline shell, push) is pwa.spec.ts's subject, which allows it;
    // elsewhere it would only add its precache downloads to every fresh context.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two tiers, as in CONVENTIONS.md: unit tests beside the code (*.test.ts) and integration tests
// against the real Postgres, NATS and Redis (test/*.int.test.ts). Browser tests run under Playwright.
/** kill -9 of every process under load (issue 25): run alone, see the `recovery` project. */
const RECOVERY_TEST = 'infra/test/restart-after-kill.int.test.ts';

/** What every test against the real services runs with: no telemetry export, quiet logs. */
const SERVICE_TEST_ENV = {
  OTEL_SDK_DISABLED: 'true',
  OTEL_METRICS_EXPORTER: 'none',
  OTEL_LOGS_EXPORTER: 'none',
  LOG_LEVEL: 'warn',
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{contracts,gazetteer,services/*,bff,infra,infra/seed,loadtest}/src/**/*.test.ts',
            'eslint/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      './web/vitest.config.ts',
      './web/vitest.app.config.ts',
      {
        test: {
          name: 'integration',
          include: ['{services/*,bff,infra,infra/seed}/test/**/*.int.test.ts'],
          exclude: [RECOVERY_TEST, '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['./services/kit/src/testing/global-setup.ts'],
          // These wait on Postgres, NATS and Redis more than they compute, and each file has its
          // own database and NATS prefix: two files at once even where vitest's default (cores −
          // 1) gives one (a 2-core machine: 384 → 218 s).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: SERVICE_TEST_ENV,
        },
      },
      {
        // Alone, after the integration files: a restart is CPU-bound (decision 0025), and its
        // 10-second deadline measures the system, not the test files running beside it.
        test: {
          name: 'recovery',
          include: [RECOVERY_TEST],
          environment: 'node',
          globalSetup: ['./services/kit/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 200_000,
          env: SERVICE_TEST_ENV,
        },
      },
    ],
  },
});

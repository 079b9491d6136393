import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { markdownContent } from './build/markdown-content.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Tests that build the whole app (the router with every route, the server's drawing). */
export const WHOLE_APP_TESTS = 'src/**/*.app.test.{ts,tsx}';

/** The web app's test project; vitest.app.config.ts is the same with the whole-app tests. */
export function webProject(options: {
  name: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}) {
  return defineProject({
    root,
    plugins: [markdownContent(), react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      name: options.name,
      environment: 'jsdom',
      include: options.include,
      exclude: [...options.exclude, '**/node_modules/**'],
      setupFiles: ['./src/test/setup.ts'],
      pool: 'threads',
      isolate: options.isolate,
      // A shared two-core CI machine runs the system's services beside these tests.
      testTimeout: 15_000,
    },
  });
}

// Listed as a project by the root vitest.config.ts; also runnable from web/ on its own.
const web = webProject({
  name: 'web',
  // build/ holds our own Vite plugins (markdown pages, precompressed files).
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  // The whole-app tests run apart (vitest.app.config.ts): here, sharing modules with the next
  // file, the route tree they load would stand in for modules another file mocks.
  exclude: [WHOLE_APP_TESTS],
  // One jsdom per worker instead of one per file: building the environment was most of this
  // project's time (measured: 177 s → 35 s for the search folder). Files still get their own
  // setup, and setup.ts restores globals and spies after each file, so none leaks into the next.
  isolate: false,
});

export default web;

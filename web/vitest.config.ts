import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { markdownContent } from './build/markdown-content.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Listed as a project by the root vitest.config.ts; also runnable from web/ on its own.
export default defineProject({
  root,
  plugins: [markdownContent(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // build/ holds our own Vite plugins (markdown pages, precompressed files).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom per worker instead of one per file: building the environment was most of this
    // project's time (measured: 177 s → 35 s for the search folder). Files still get their own
    // setup, and setup.ts restores globals and spies after each file, so none leaks into the next.
    pool: 'threads',
    isolate: false,
    // A shared two-core CI machine runs the system's services beside these tests.
    testTimeout: 15_000,
  },
});

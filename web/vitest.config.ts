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
    // scripts/ and build/ hold the build's own parts (the budget's graph walk, Vite plugins).
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});

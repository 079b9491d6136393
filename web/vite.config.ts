import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const src = fileURLToPath(new URL('./src', import.meta.url));
const bff = process.env.BFF_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The router plugin must run before the React transform so it can split route files.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': src } },
  server: {
    proxy: {
      '/api': { target: bff, changeOrigin: false },
      '/media': { target: bff, changeOrigin: false },
    },
  },
  // The manifest lets scripts/bundle-size.mjs walk the chunk graph per route.
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
});

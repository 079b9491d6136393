import { byNamespace } from '../by-namespace';

// Every Spanish catalogue but `boot` (bundled), in one chunk: see resources.ts.
export default byNamespace(
  import.meta.glob(['../locales/es/*.json', '!../locales/es/boot.json'], {
    eager: true,
    import: 'default',
  }),
);

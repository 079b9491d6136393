import { byNamespace } from '../by-namespace';

// Every English catalogue but `boot` (bundled), in one chunk: see resources.ts.
export default byNamespace(
  import.meta.glob(['../locales/en/*.json', '!../locales/en/boot.json'], {
    eager: true,
    import: 'default',
  }),
);

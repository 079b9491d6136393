import { byNamespace } from '../../by-namespace';

// Every English catalogue only signed-in pages use, in one chunk: see resources.ts.
export default byNamespace(
  import.meta.glob('../../locales/en/signed-in/*.json', { eager: true, import: 'default' }),
);

import { byNamespace } from '../../by-namespace';

// Every Spanish catalogue only signed-in pages use, in one chunk: see resources.ts.
export default byNamespace(
  import.meta.glob('../../locales/es/signed-in/*.json', { eager: true, import: 'default' }),
);

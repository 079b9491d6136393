import { WHOLE_APP_TESTS, webProject } from './vitest.config.ts';

// The whole-app tests (`*.app.test.tsx`), each file in its own module graph (vitest's default
// isolation), so the route tree they load never stands in for a module another file mocks.
export default webProject({
  name: 'web-app',
  include: [WHOLE_APP_TESTS],
  exclude: [],
  isolate: true,
});

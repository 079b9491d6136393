import { describe, expect, it } from 'vitest';
import { isRouteSplit, routePreloads } from './route-preloads';

/** The fields of a bundle's chunk the plugin reads. */
function chunk(fileName: string, facadeModuleId: string | null) {
  return { type: 'chunk', fileName, facadeModuleId };
}

describe('route preloads', () => {
  it('tells a route split module from other modules', () => {
    expect(isRouteSplit('/app/src/routes/payments.tsx?tsr-split=component')).toBe(true);
    expect(isRouteSplit('/app/src/routes/payments.tsx')).toBe(false);
    expect(isRouteSplit('/app/src/features/shell/components/footer.tsx')).toBe(false);
    expect(isRouteSplit(null)).toBe(false);
  });

  it('drops the JS of a route chunk’s list, keeps its CSS and every other list whole', () => {
    const { plugin, resolveDependencies } = routePreloads();
    const bundle = {
      'assets/payments-a.js': chunk(
        'assets/payments-a.js',
        '/app/src/routes/payments.tsx?tsr-split=component',
      ),
      'assets/footer-b.js': chunk('assets/footer-b.js', '/app/src/features/shell/footer.tsx'),
    };
    // The hook as the bundler calls it, with only the fields above (a whole rolldown output is long).
    const generateBundle = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
    generateBundle.call({}, {}, bundle);
    const deps = ['assets/payments-a.js', 'assets/api-c.js', 'assets/page-d.css'];
    expect(resolveDependencies('assets/payments-a.js', deps)).toEqual(['assets/page-d.css']);
    expect(
      resolveDependencies('assets/footer-b.js', ['assets/footer-b.js', 'assets/api-c.js']),
    ).toEqual(['assets/footer-b.js', 'assets/api-c.js']);
  });

  it('keeps the whole list of a first visit with a budget (the startup imports it at once)', () => {
    const { plugin, resolveDependencies } = routePreloads(['src/routes/index.tsx']);
    const bundle = {
      'assets/routes-a.js': chunk(
        'assets/routes-a.js',
        '/app/src/routes/index.tsx?tsr-split=component',
      ),
      'assets/payments-b.js': chunk(
        'assets/payments-b.js',
        '/app/src/routes/payments.tsx?tsr-split=component',
      ),
    };
    const generateBundle = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
    generateBundle.call({}, {}, bundle);
    const home = ['assets/routes-a.js', 'assets/home-c.js', 'assets/home_property-d.js'];
    expect(resolveDependencies('assets/routes-a.js', home)).toEqual(home);
    expect(resolveDependencies('assets/payments-b.js', ['assets/payments-b.js', 'x.css'])).toEqual([
      'x.css',
    ]);
  });
});

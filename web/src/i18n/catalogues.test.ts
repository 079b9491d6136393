import { describe, expect, it } from 'vitest';
import { resources } from './resources';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('catalogues', () => {
  it('every namespace has the same keys in English and Spanish', () => {
    const en = resources.en ?? {};
    const es = resources.es ?? {};
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const ns of Object.keys(en)) {
      expect(keys(es[ns]).sort(), ns).toEqual(keys(en[ns]).sort());
    }
  });
});

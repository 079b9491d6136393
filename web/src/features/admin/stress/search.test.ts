import { describe, expect, it } from 'vitest';
import { compareParam, comparedIds, StressSearch } from './search';

const A = '0b8f3a52-6d1e-4c1f-9a63-2f1d4c7e8a10';
const B = '7c2e9d41-0a3b-4e5f-8a9b-1c2d3e4f5a6b';

describe('StressSearch', () => {
  it('keeps a run id and reads anything else as missing', () => {
    expect(StressSearch.parse({ run: A })).toEqual({ run: A });
    expect(StressSearch.parse({ run: 'nope', compare: 3 })).toEqual({
      run: undefined,
      compare: undefined,
    });
  });
});

describe('comparedIds', () => {
  it('reads two valid, distinct ids at most', () => {
    expect(comparedIds(undefined)).toEqual([]);
    expect(comparedIds(`${A},${B}`)).toEqual([A, B]);
    expect(comparedIds(`${A},${A}`)).toEqual([A]);
    expect(comparedIds(`${A},junk,${B},${A}`)).toEqual([A, B]);
    expect(comparedIds(`${B},${A},0b8f3a52-6d1e-4c1f-9a63-2f1d4c7e8a11`)).toEqual([B, A]);
  });

  it('writes a pick back, leaving the key out when empty', () => {
    expect(compareParam([A, B])).toBe(`${A},${B}`);
    expect(compareParam([])).toBeUndefined();
  });
});

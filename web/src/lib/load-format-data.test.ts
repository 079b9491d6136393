import { describe, expect, it } from 'vitest';
import { loadFormatData } from './load-format-data';

describe('loadFormatData', () => {
  it("formats with the locale's own conventions (the data is there)", () => {
    expect(loadFormatData('es-CL')).toBe('1,0enero');
    expect(loadFormatData('en-US')).toBe('1.0January');
  });
});

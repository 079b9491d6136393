import { describe, expect, it } from 'vitest';
import { isPrecompressible } from './precompress';

describe('precompress', () => {
  it('compresses text assets of at least 1 KB, never index.html nor images', () => {
    expect(isPrecompressible('assets/index-abc.js', 500_000)).toBe(true);
    expect(isPrecompressible('assets/index-abc.css', 2048)).toBe(true);
    expect(isPrecompressible('assets/tiny-abc.js', 200)).toBe(false);
    expect(isPrecompressible('index.html', 5000)).toBe(false);
    expect(isPrecompressible('assets/photo-abc.webp', 50_000)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeXml, mix, poly, rect } from './svg.js';

describe('svg helpers', () => {
  it('mixes long and short hex colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#999', '#999999', 0.3)).toBe('#999999');
    expect(mix('#ff0000', '#0000ff', 0)).toBe('#ff0000');
  });

  it('rounds numbers to one decimal and escapes text', () => {
    expect(rect(0.123, 1.06, 10, 20, '#fff')).toBe(
      '<rect x="0.1" y="1.1" width="10" height="20" fill="#fff"/>',
    );
    expect(poly([1, 2, 3.333, 4], 'red')).toBe('<polygon points="1,2 3.3,4" fill="red"/>');
    expect(escapeXml('a<b & "c"')).toBe('a&lt;b &amp; &quot;c&quot;');
  });
});

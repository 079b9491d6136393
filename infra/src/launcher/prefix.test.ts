import { describe, expect, it } from 'vitest';
import { createLinePrefixer, formatPrefix } from './prefix.js';

describe('createLinePrefixer', () => {
  it('prefixes each complete line and keeps a partial line for the next chunk', () => {
    const prefixer = createLinePrefixer('[bff]');
    expect(prefixer.push('one\ntw')).toEqual(['[bff] one']);
    expect(prefixer.push('o\r\nthree\n')).toEqual(['[bff] two', '[bff] three']);
    expect(prefixer.flush()).toEqual([]);
  });

  it('flushes a last line without a newline once', () => {
    const prefixer = createLinePrefixer('[x]');
    expect(prefixer.push('no newline')).toEqual([]);
    expect(prefixer.flush()).toEqual(['[x] no newline']);
    expect(prefixer.flush()).toEqual([]);
  });

  it('keeps empty lines', () => {
    expect(createLinePrefixer('[x]').push('a\n\nb\n')).toEqual(['[x] a', '[x] ', '[x] b']);
  });
});

describe('formatPrefix', () => {
  it('pads names to a common width so that columns line up', () => {
    expect(formatPrefix('bff', 12, null)).toBe('[bff]         ');
    expect(formatPrefix('notification', 12, null)).toBe('[notification]');
  });

  it('colours with ANSI codes when asked', () => {
    expect(formatPrefix('bff', 3, 'cyan')).toBe('\u001b[36m[bff]\u001b[39m');
  });
});

describe('createLinePrefixer with a formatter', () => {
  it('prefixes every line a formatted line turns into', () => {
    const prefixer = createLinePrefixer('[id]', (line) => line.toUpperCase().replace(' ', '\n'));
    expect(prefixer.push('token abc\n')).toEqual(['[id] TOKEN', '[id] ABC']);
  });
});

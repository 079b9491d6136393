import { describe, expect, it } from 'vitest';
import {
  hasLoneSurrogate,
  multiLineText,
  singleLineText,
  TEXT_MESSAGES,
  toSingleLine,
} from './text.js';

const single = singleLineText({ min: 1, max: 10, messages: { required: 'Please enter it' } });
const multi = multiLineText({ max: 20 });

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('singleLineText', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['tab inside', 'a\tb'],
    ['line feed inside', 'a\nb'],
    ['carriage return inside', 'a\rb'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['C1 next line', 'a\u0085b'],
    ['C1 CSI', 'a\u009bb'],
    ['line separator', 'a\u2028b'],
    ['paragraph separator', 'a\u2029b'],
  ])('refuses a %s', (_label, value) => {
    expect(messages(single.safeParse(value))).toEqual([TEXT_MESSAGES.singleLineControl]);
  });

  it.each([
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00a'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s as broken Unicode', (_label, value) => {
    expect(messages(single.safeParse(value))).toEqual([TEXT_MESSAGES.brokenUnicode]);
  });

  it('trims, keeps real Unicode and counts the limits after trimming', () => {
    expect(single.parse('  José 😀\t\n')).toBe('José 😀');
    expect(single.parse('李小龍')).toBe('李小龍');
    expect(single.parse('e\u0301')).toBe('e\u0301');
    expect(messages(single.safeParse('   '))).toEqual(['Please enter it']);
    expect(single.safeParse('x'.repeat(11)).success).toBe(false);
  });

  it('lets a caller name its own messages', () => {
    const custom = singleLineText({ max: 5, messages: { control: 'One line, please' } });
    expect(messages(custom.safeParse('a\nb'))).toEqual(['One line, please']);
    expect(custom.parse('')).toBe('');
  });
});

describe('multiLineText', () => {
  it('keeps line feeds and tabs and normalises CR LF and lone CR to LF', () => {
    expect(multi.parse('a\r\nb\rc\n\td')).toBe('a\nb\nc\n\td');
  });

  it.each([
    ['NUL', 'a\u0000'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
    ['escape', 'a\u001b'],
    ['C1', 'a\u0080b'],
  ])('refuses a %s', (_label, value) => {
    expect(messages(multi.safeParse(value))).toEqual([TEXT_MESSAGES.multiLineControl]);
  });

  it('refuses broken Unicode', () => {
    expect(messages(multi.safeParse('\ud800'))).toEqual([TEXT_MESSAGES.brokenUnicode]);
  });
});

describe('hasLoneSurrogate', () => {
  it('accepts pairs and finds halves', () => {
    expect(hasLoneSurrogate('😀 ok')).toBe(false);
    expect(hasLoneSurrogate('😀'.slice(0, 1))).toBe(true);
    expect(hasLoneSurrogate('😀'.slice(1))).toBe(true);
    expect(hasLoneSurrogate('')).toBe(false);
  });
});

describe('toSingleLine', () => {
  it.each([
    ['Ana\nMaría', 'Ana María'],
    ['\tJosé\u0000 \r\n', 'José'],
    ['A\u0007\u0008B', 'A B'],
    ['Zoë😀', 'Zoë😀'],
    ['cut😀'.slice(0, 4), 'cut'],
    ['\udc00x\ud800', 'x'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(toSingleLine(value)).toBe(expected);
    expect(single.safeParse(expected || 'x').success).toBe(true);
  });
});

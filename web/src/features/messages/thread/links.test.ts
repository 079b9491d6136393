import { describe, expect, it } from 'vitest';
import { splitLinks } from './links';

describe('splitLinks', () => {
  it('leaves text without addresses as one text part', () => {
    expect(splitLinks('Hola, ¿está disponible?')).toEqual([
      { kind: 'text', text: 'Hola, ¿está disponible?' },
    ]);
  });

  it('makes http and https addresses links, leaving sentence punctuation outside', () => {
    expect(splitLinks('See https://example.com/a?b=1, then http://x.cl.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'http://x.cl', href: 'http://x.cl/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps a bracket the address opened and drops one the sentence opened', () => {
    expect(splitLinks('(https://en.wikipedia.org/wiki/Alien_(film))')).toEqual([
      { kind: 'text', text: '(' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Alien_(film)',
        href: 'https://en.wikipedia.org/wiki/Alien_(film)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never makes other schemes links', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.cl']) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('stops an address at markup characters, which stay text', () => {
    expect(splitLinks('https://a.cl/<script>')).toEqual([
      { kind: 'link', text: 'https://a.cl/', href: 'https://a.cl/' },
      { kind: 'text', text: '<script>' },
    ]);
  });

  it('keeps an address that does not parse as text', () => {
    expect(splitLinks('http://[bad')).toEqual([{ kind: 'text', text: 'http://[bad' }]);
  });
});

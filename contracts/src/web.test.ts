import { describe, expect, it } from 'vitest';
import * as everything from './index.js';
import * as web from './web.js';

describe('the web entry point', () => {
  it('exposes no service messages: no RPC definitions, events or envelopes', () => {
    const names = Object.keys(web);
    expect(names.filter((n) => /Rpc$|Events$|Envelope$|^define/.test(n))).toEqual([]);
    expect(names).not.toContain('IdentitySession');
  });

  it('is a subset of the full entry point (one definition of each schema)', () => {
    for (const [name, value] of Object.entries(web)) {
      expect((everything as Record<string, unknown>)[name], name).toBe(value);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { needsNewerNode } from './node-24.js';

describe('needsNewerNode', () => {
  it('asks for Node 24 on the end-of-life 20 and on 22', () => {
    expect(needsNewerNode('20.20.2')).toBe(true);
    expect(needsNewerNode('22.12.0')).toBe(true);
  });

  it('runs on 24 and later', () => {
    expect(needsNewerNode('24.21.0')).toBe(false);
    expect(needsNewerNode('26.0.0')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { restoreScrollAfterFirst } from './restore-scroll-after-first';

describe('restoreScrollAfterFirst', () => {
  it('leaves the first render of a drawn page alone, then restores on every navigation', () => {
    const restore = restoreScrollAfterFirst(true);
    expect([restore(), restore(), restore()]).toEqual([false, true, true]);
  });

  it('restores from the first render when the app drew the page itself', () => {
    const restore = restoreScrollAfterFirst(false);
    expect([restore(), restore()]).toEqual([true, true]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { restoreScrollAfterFirst } from './restore-scroll-after-first';

const scrollTo = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });

describe('restoreScrollAfterFirst', () => {
  it('leaves the first render of a drawn page alone, then restores on every navigation', () => {
    const keepPlace = vi.fn();
    const restore = restoreScrollAfterFirst(true, keepPlace);
    expect([restore(), restore(), restore()]).toEqual([false, true, true]);
    // The place the visitor scrolled to is kept for back, once.
    expect(keepPlace).toHaveBeenCalledTimes(1);
  });

  it('restores from the first render when the app drew the page itself', () => {
    const keepPlace = vi.fn();
    const restore = restoreScrollAfterFirst(false, keepPlace);
    expect([restore(), restore()]).toEqual([true, true]);
    expect(keepPlace).not.toHaveBeenCalled();
  });

  it('marks a scrolled window with a scroll event at the document, for the router to save', () => {
    const seen: EventTarget[] = [];
    const onScroll = (event: Event) => seen.push(event.target as EventTarget);
    document.addEventListener('scroll', onScroll, true);
    const bubbled = vi.fn();
    window.addEventListener('scroll', bubbled);
    try {
      // Files share one window (isolate: false), and some define scrollY: start from the top.
      scrollTo(0);
      restoreScrollAfterFirst(true)();
      expect(seen).toEqual([]); // not scrolled: nothing to keep
      scrollTo(900);
      restoreScrollAfterFirst(true)();
      expect(seen).toEqual([document]);
      expect(bubbled).not.toHaveBeenCalled();
    } finally {
      scrollTo(0);
      document.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('scroll', bubbled);
    }
  });
});

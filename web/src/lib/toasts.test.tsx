import { act, render } from '@testing-library/react';
import { toast, useToasterStore } from 'react-hot-toast';
import type { Toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/ui/app-toaster';
import { TOAST_DEFAULTS, toastsOverLimit, useToastLimit } from './toasts';

function fakeToast(id: string, visible = true): Toast {
  return { id, visible } as Toast;
}

let visibleCount = 0;
function LimitedTo({ limit }: { limit: number }) {
  useToastLimit(limit);
  return null;
}

function VisibleCount() {
  visibleCount = useToasterStore().toasts.filter((t) => t.visible).length;
  return null;
}

afterEach(() => {
  act(() => toast.remove());
});

describe('toasts', () => {
  it('uses the spec defaults', () => {
    expect(TOAST_DEFAULTS).toEqual({
      position: 'top-center',
      limit: 20,
      duration: { blank: 4000, error: 4000, success: 2000, loading: Infinity },
      maxWidthPx: 350,
    });
  });

  it('picks the visible toasts beyond the limit (the oldest, last in the store)', () => {
    const toasts = [fakeToast('c'), fakeToast('gone', false), fakeToast('b'), fakeToast('a')];
    expect(toastsOverLimit(toasts, 2).map((t) => t.id)).toEqual(['a']);
    expect(toastsOverLimit(toasts, 3)).toEqual([]);
  });

  it('dismisses the oldest toasts beyond the limit', () => {
    render(
      <>
        <LimitedTo limit={3} />
        <VisibleCount />
      </>,
    );
    act(() => {
      for (let i = 0; i < 5; i++) toast(`message ${i}`, { id: `l${i}` });
    });
    expect(visibleCount).toBe(3);
  });

  it('keeps at most 20 toasts on screen', () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );
    act(() => {
      for (let i = 0; i < 25; i++) toast(`message ${i}`, { id: `t${i}` });
    });
    expect(visibleCount).toBe(20);
  });

  // On a phone the header holds the day/hour switch the mode toast reports on: a toast drawn over
  // it hid the switch and, paused under the pointer, outlived its 2 s.
  for (const [screen, phone, top] of [
    ['a phone', true, '80px'],
    ['a wider screen', false, '16px'],
  ] as const) {
    it(`places toasts ${top} from the top on ${screen}`, () => {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: phone && query.includes('max-width'),
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
      const { container } = render(<AppToaster />);
      const drawn = container.firstElementChild as HTMLElement;
      expect(drawn.style.position).toBe('fixed');
      expect(drawn.style.top).toBe(top);
      vi.restoreAllMocks();
    });
  }
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n';
import { lazyToast } from './lazy-toast';
import { OPENED_ON_USE, lazyWithPreload } from './lazy-with-preload';

const { instance: i18n, ready } = createI18n();

beforeAll(async () => {
  await ready;
  await i18n.changeLanguage('en');
});

function Part({ name }: { name: string }) {
  return <p>part {name}</p>;
}

/** A chunk's `import()` that fails the first `failures` times (as offline), then loads. */
function flakyImport(failures: number) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ Part });
  };
  return { load, calls };
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </I18nextProvider>
  );
}

const show = (node: ReactNode) => render(node, { wrapper: Providers });

describe('lazyWithPreload', () => {
  it('shows the part once its code loads', async () => {
    const { load, calls } = flakyImport(0);
    const Lazy = lazyWithPreload(load, (m) => m.Part);
    show(<Lazy name="a" />);
    expect(await screen.findByText('part a')).toBeTruthy();
    expect(calls.count).toBe(1);
  });

  it('asks once more at once when the code fails, and draws the part if that works', async () => {
    const { load, calls } = flakyImport(1);
    const Lazy = lazyWithPreload(load, (m) => m.Part);
    show(<Lazy name="b" />);
    expect(await screen.findByText('part b')).toBeTruthy();
    expect(calls.count).toBe(2);
  });

  it('keeps the page and offers "Try again" while the code cannot be fetched', async () => {
    const { load, calls } = flakyImport(2);
    const Lazy = lazyWithPreload(load, (m) => m.Part);
    show(
      <>
        <h1>the page</h1>
        <Lazy name="c" />
      </>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      "This part of the page couldn't load.",
    );
    expect(screen.getByRole('heading', { name: 'the page' })).toBeTruthy();
    expect(calls.count).toBe(2);
    const retry = screen.getByRole<HTMLButtonElement>('button', { name: 'Try again' });
    // Disabled while the automatic second attempt is on its way.
    await waitFor(() => expect(retry.disabled).toBe(false));
    await userEvent.click(retry);
    expect(await screen.findByText('part c')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.count).toBe(3);
  });

  it('asks again when the browser comes back online', async () => {
    const { load, calls } = flakyImport(2);
    const Lazy = lazyWithPreload(load, (m) => m.Part);
    show(<Lazy name="d" />);
    await screen.findByRole('alert');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('part d')).toBeTruthy();
    expect(calls.count).toBe(3);
  });

  it("draws the part's own stand-in instead of the notice when it has one", async () => {
    const { load } = flakyImport(2);
    const Lazy = lazyWithPreload(load, (m) => m.Part, {
      unavailable: { standIn: ({ name }) => `placeholder ${name}` },
    });
    show(<Lazy name="e" />);
    expect(await screen.findByText('placeholder e')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a dialog that cannot be opened draws nothing, says so in a toast, and opens on the next use', async () => {
    const toast = vi.spyOn(lazyToast, 'error').mockImplementation(() => undefined);
    try {
      const { load, calls } = flakyImport(2);
      const Lazy = lazyWithPreload(load, (m) => m.Part, OPENED_ON_USE);
      const view = show(<Lazy name="g" />);
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith(
          "We couldn't open that. Check your connection and try again.",
          { id: 'part-unavailable' },
        ),
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText('part g')).toBeNull();
      // The next use: its host draws it again with new props.
      view.rerender(<Lazy name="h" />);
      expect(await screen.findByText('part h')).toBeTruthy();
      expect(calls.count).toBe(3);
      expect(toast).toHaveBeenCalledTimes(1);
    } finally {
      toast.mockRestore();
    }
  });

  it('forgets a failed preload: the first render fetches again', async () => {
    const { load, calls } = flakyImport(1);
    const Lazy = lazyWithPreload(load, (m) => m.Part);
    await expect(Lazy.preload()).resolves.toBeUndefined();
    show(<Lazy name="f" />);
    expect(await screen.findByText('part f')).toBeTruthy();
    expect(calls.count).toBe(2);
  });
});

import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { LazyAppToaster } from './lazy-app-toaster';

describe('LazyAppToaster', () => {
  it('draws nothing at first, then shows a toast raised before it arrived', async () => {
    const { container } = render(<LazyAppToaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast('Raised before the toaster', { id: 'early' });
    });
    // jsdom has no requestIdleCallback: the toaster is asked for after 200 ms, then fetched.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await import('./app-toaster');
    });
    expect(await screen.findByText('Raised before the toaster')).toBeTruthy();
  });
});

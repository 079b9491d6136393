import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Me } from '@arrendo/contracts/web';
import { describe, expect, it, vi } from 'vitest';
import { setSessionUser } from './session';
import { useSessionGuardSync } from './use-session-guard-sync';

const ana = { id: '6f1c1c7e-2b7a-4d7e-9a51-3c1f7b0a9e01', roles: [] } as unknown as Me; // the hook reads id and roles only

function setup(user: Me | null) {
  const queryClient = new QueryClient();
  setSessionUser(queryClient, user);
  const invalidate = vi.fn(async () => undefined);
  const router = { invalidate } as unknown as AnyRouter; // only invalidate is used
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useSessionGuardSync(router), { wrapper });
  return { queryClient, invalidate };
}

describe('useSessionGuardSync', () => {
  it('leaves the guards alone while the session stays the same', async () => {
    const { queryClient, invalidate } = setup(ana);
    act(() => setSessionUser(queryClient, { ...ana }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('re-runs the guards when the session ends under the page', async () => {
    const { queryClient, invalidate } = setup(ana);
    act(() => setSessionUser(queryClient, null));
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  });

  it('re-runs the guards when the roles change (made or unmade admin)', async () => {
    const { queryClient, invalidate } = setup(ana);
    act(() => setSessionUser(queryClient, { ...ana, roles: ['admin'] }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  });
});

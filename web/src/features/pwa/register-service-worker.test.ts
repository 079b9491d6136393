import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole origin', async () => {
    const registration = { scope: '/' } as ServiceWorkerRegistration;
    const register = vi.fn().mockResolvedValue(registration);
    const container = { register } as unknown as ServiceWorkerContainer;
    await expect(registerServiceWorker(container)).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('carries on without a worker when the browser has none or refuses it', async () => {
    await expect(registerServiceWorker(undefined)).resolves.toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = {
      register: vi.fn().mockRejectedValue(new Error('SecurityError')),
    } as unknown as ServiceWorkerContainer;
    await expect(registerServiceWorker(container)).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

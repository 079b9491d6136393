import { describe, expect, it, vi } from 'vitest';
import { openAuthModal, setAuthModalPreloader, takeWaitingAuthModal } from './auth-events';

describe('openAuthModal', () => {
  it('starts fetching the modal at once, even before a host takes the request', () => {
    const preload = vi.fn();
    setAuthModalPreloader(preload);
    openAuthModal({ isSignUp: true });
    expect(preload).toHaveBeenCalledOnce();
    expect(takeWaitingAuthModal()).toEqual({ isSignUp: true });
  });
});

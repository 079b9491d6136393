import type { ToastOptions } from 'react-hot-toast';
import { requestToaster } from './toaster-request';

// react-hot-toast (~4 KB gzip with goober) is not part of the first visit: the toaster loads after
// the takeover (lazy-app-toaster.tsx) and code that runs on every page raises its toasts through
// this, which imports the library on use and asks for the toaster at once. Lazy chunks may
// import react-hot-toast directly: they run after a visitor's action, once the toaster is there.
const load = () => {
  requestToaster();
  return import('react-hot-toast').then((m) => m.default);
};

export const lazyToast = {
  show: (message: string, options?: ToastOptions) =>
    void load().then((toast) => toast(message, options)),
  success: (message: string, options?: ToastOptions) =>
    void load().then((toast) => toast.success(message, options)),
  error: (message: string, options?: ToastOptions) =>
    void load().then((toast) => toast.error(message, options)),
};

import type { ToastOptions } from 'react-hot-toast';

// react-hot-toast (~4 KB gzip with goober) is not part of the first visit: the toaster loads just
// after the first render (AppShell) and code that runs on every page raises its toasts through
// this, which imports the library on use. Lazy chunks may import react-hot-toast directly.
const load = () => import('react-hot-toast').then((m) => m.default);

export const lazyToast = {
  show: (message: string, options?: ToastOptions) =>
    void load().then((toast) => toast(message, options)),
  success: (message: string, options?: ToastOptions) =>
    void load().then((toast) => toast.success(message, options)),
  error: (message: string, options?: ToastOptions) =>
    void load().then((toast) => toast.error(message, options)),
};

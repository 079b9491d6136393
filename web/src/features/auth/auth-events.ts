/** The document-level event the whole app uses to ask for the auth modal (spec 2.8). */
export const OPEN_AUTH_MODAL_EVENT = 'openAuthModal';

export interface OpenAuthModalDetail {
  isSignUp?: boolean;
  /** Recovery links open the modal straight in reset-password mode (spec 2.2). */
  mode?: 'reset-password';
  email?: string;
}

let waiting: OpenAuthModalDetail | null = null;
let preload: (() => void) | null = null;

/**
 * The modal host registers how to fetch the modal's code (a lazy chunk), so that a request starts
 * the download at once, even one made by a route guard before the host is mounted.
 */
export function setAuthModalPreloader(start: () => void): void {
  preload = start;
}

/**
 * Asks for the auth modal. The modal host cancels the event to say it took it; a request made
 * before the host is mounted (a route guard on the first page load runs before the app shell
 * renders) waits for it, see `takeWaitingAuthModal`.
 */
export function openAuthModal(detail: OpenAuthModalDetail = {}): void {
  preload?.();
  const event = new CustomEvent<OpenAuthModalDetail>(OPEN_AUTH_MODAL_EVENT, {
    detail,
    cancelable: true,
  });
  waiting = document.dispatchEvent(event) ? detail : null;
}

/** The request nobody took yet, once: the modal host asks when it mounts. */
export function takeWaitingAuthModal(): OpenAuthModalDetail | null {
  const detail = waiting;
  waiting = null;
  return detail;
}

/** The document-level event the whole app uses to ask for the auth modal (spec 2.8). */
export const OPEN_AUTH_MODAL_EVENT = 'openAuthModal';

export interface OpenAuthModalDetail {
  isSignUp?: boolean;
  /** Recovery links open the modal straight in reset-password mode (spec 2.2). */
  mode?: 'reset-password';
  email?: string;
}

let waiting: OpenAuthModalDetail | null = null;

/**
 * Asks for the auth modal. The modal host cancels the event to say it took it; a request made
 * before the host is mounted (a route guard on the first page load runs before the app shell
 * renders) waits for it, see `takeWaitingAuthModal`.
 */
export function openAuthModal(detail: OpenAuthModalDetail = {}): void {
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

/** The document-level event the whole app uses to ask for the auth modal (spec 2.8). */
export const OPEN_AUTH_MODAL_EVENT = 'openAuthModal';

export interface OpenAuthModalDetail {
  isSignUp?: boolean;
  /** Recovery links open the modal straight in reset-password mode (spec 2.2). */
  mode?: 'reset-password';
  email?: string;
}

export function openAuthModal(detail: OpenAuthModalDetail = {}): void {
  document.dispatchEvent(new CustomEvent<OpenAuthModalDetail>(OPEN_AUTH_MODAL_EVENT, { detail }));
}

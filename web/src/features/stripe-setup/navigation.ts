/**
 * Full-page navigation to Stripe's onboarding. One object so tests can replace it: jsdom's
 * `window.location` cannot be spied on.
 */
export const navigation = {
  assign: (url: string): void => window.location.assign(url),
  /** Leaves no history entry behind: Back from Stripe must not land on an auto-redirect. */
  replace: (url: string): void => window.location.replace(url),
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INITIAL_SEARCH } from '@/features/auth/initial-url';

/** Why a sign-in through Google came back without a session (bff/src/routes/api/auth/oauth.ts). */
const REASONS = ['oauth_cancelled', 'oauth_failed', 'account_suspended'] as const;
type Reason = (typeof REASONS)[number];

export function authErrorOf(search: URLSearchParams): Reason | null {
  const value = search.get('authError');
  return REASONS.find((reason) => reason === value) ?? null;
}

/**
 * The OAuth callback lands on `/?authError=<reason>` when it could not sign the person in; the
 * router drops the unknown parameter on its first load, so it is read from the URL the page was
 * loaded with. Shown until dismissed: a suspended account must know why it is not signed in.
 */
export function AuthErrorBanner() {
  const { t } = useTranslation('account');
  const [reason, setReason] = useState(() => authErrorOf(INITIAL_SEARCH));
  if (!reason) return null;
  return (
    <div
      role="alert"
      className="flex items-center justify-center gap-4 bg-red-700 px-4 py-3 text-sm font-medium text-white"
      data-testid="auth-error-banner"
    >
      <span>{t(`authError.${reason}`)}</span>
      <button
        type="button"
        className="rounded px-2 py-1 underline focus-visible:outline-2 focus-visible:outline-white"
        onClick={() => setReason(null)}
      >
        {t('authError.dismiss')}
      </button>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { INITIAL_SEARCH } from '@/features/auth/initial-url';

/** Spec §9: the banner stays 10 s. */
export const DELETED_BANNER_MS = 10_000;

function hasDeletedFlag(search: URLSearchParams): boolean {
  return search.get('deleted') === 'true';
}

/** Spec 2.2: after account deletion `/?deleted=true` shows a green banner, then drops the flag. */
export function DeletedBanner() {
  const { t } = useTranslation('account');
  const router = useRouter({ warn: false });
  const [visible, setVisible] = useState(() => hasDeletedFlag(INITIAL_SEARCH));

  useEffect(() => {
    if (!router) return;
    // In-app navigations can carry the flag too, not only a fresh page load. Read the history's
    // own location: it notifies before it writes the browser's URL (a microtask later), so
    // `window.location` still had the flag when our own removal below notified, and the banner
    // came back for good.
    return router.history.subscribe(({ location }) => {
      if (hasDeletedFlag(new URLSearchParams(location.search))) setVisible(true);
    });
  }, [router]);

  useEffect(() => {
    if (!visible) return;
    const id = window.setTimeout(() => {
      setVisible(false);
      const url = new URL(window.location.href);
      if (url.searchParams.get('deleted') !== 'true') return;
      url.searchParams.delete('deleted');
      const href = `${url.pathname}${url.search}${url.hash}`;
      if (router) router.history.replace(href);
      else window.history.replaceState(window.history.state, '', href);
    }, DELETED_BANNER_MS);
    return () => window.clearTimeout(id);
  }, [visible, router]);

  if (!visible) return null;
  return (
    <div
      role="status"
      className="bg-green-600 px-4 py-3 text-center text-sm font-medium text-white"
      data-testid="deleted-banner"
    >
      {t('deletedBanner')}
    </div>
  );
}

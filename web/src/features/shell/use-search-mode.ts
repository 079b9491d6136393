import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PriceUnit } from '@arrendo/contracts/web';
import { lazyToast } from '@/lib/lazy-toast';
import { useIsMobile } from '@/lib/use-media-query';
import { DEFAULT_SEARCH_MODE } from '@/features/home/search';
import type { SearchMode } from '@/features/home/search';

const MODE_TOAST_MS = 2000;
const MODE_TOAST_ID = 'search-mode';

/** The per-day / per-hour switch; the mode lives in the home URL (`type`). */
export function useSearchMode() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const mode = useRouterState({
    select: (s) => {
      const parsed = PriceUnit.safeParse((s.location.search as Record<string, unknown>).type);
      return s.location.pathname === '/' && parsed.success ? parsed.data : DEFAULT_SEARCH_MODE;
    },
  });

  const setMode = (next: SearchMode) => {
    if (next === mode) return;
    void navigate({ to: '/', search: (prev) => ({ ...prev, type: next }) });
    if (isMobile) {
      lazyToast.show(t(`header.modeToast.${next}`), { id: MODE_TOAST_ID, duration: MODE_TOAST_MS });
    }
  };
  return { mode, setMode };
}
